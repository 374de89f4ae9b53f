// After a write of the site workspace succeeds: the success message, what the screen does next (close a dialog),
// and a refresh of what the contract says the write changed. A refusal was already reported by the query client,
// so the promise then settles quietly and the screen keeps what the user chose.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateAfter, type OperationId, type PathValues } from '../../../api/invalidate';
import { notifySuccess } from '../../../app/feedback';

export function useAfterWrite() {
  const queryClient = useQueryClient();
  return useCallback(
    (write: Promise<unknown>, message: string, operationId: OperationId, path: PathValues, then?: () => void): Promise<void> =>
      write.then(
        async () => {
          notifySuccess(message);
          then?.();
          await invalidateAfter(queryClient, operationId, path);
        },
        () => undefined,
      ),
    [queryClient],
  );
}
