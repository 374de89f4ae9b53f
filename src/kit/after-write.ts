// After a write from a screen succeeds: the success message, what the screen does next (clear a selection, close a
// dialog), and a refresh of what the contract says the write changed. A refusal was already reported by the query
// client, so the promise then settles quietly and the screen keeps what the user chose; only a programming error goes on.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateAfter, type OperationId, type PathValues } from '../api/invalidate';
import { notifySuccess } from '../services/feedback';
import { reported } from '../services/swallow';

export function useAfterWrite() {
  const queryClient = useQueryClient();
  return useCallback(
    // `message` null: the caller reports the result itself (a write whose result is a state, issue 25).
    async (write: Promise<unknown>, message: string | null, operationId: OperationId, path: PathValues, then?: () => void): Promise<void> => {
      await reported(async () => {
        await write;
        if (message !== null) notifySuccess(message);
        then?.();
        await invalidateAfter(queryClient, operationId, path);
      });
    },
    [queryClient],
  );
}
