// An action on the rows chosen in a list (remove, upgrade, send again…), asked first: the call, its success
// message, the selection cleared and the cached reads the call changed read again (the contract's map, unless
// `invalidate` says otherwise), written once for every hand-written list. A refusal is reported by the query
// client with the catalogue's message; the lists are read again after it too (some rows may have changed).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { invalidateAfter, type OperationId, type PathValues } from '../api/invalidate';
import { notifySuccess } from '../services/feedback';
import { ConfirmButton } from '../components/ConfirmButton';
import { CopyApiCall, type NamedApiCall } from '../schema-form/api-call/CopyApiCall';

type Confirm = Omit<ComponentProps<typeof ConfirmButton>, 'onConfirm' | 'loading' | 'operation'>;

export function BulkConfirmButton<T>({
  rows,
  clear,
  operation,
  run,
  success,
  invalidate,
  apiCall,
  ...confirm
}: Confirm & {
  /** The rows acted on (the selection, or one row). */
  rows: readonly T[];
  /** Clears the selection once the call succeeded. */
  clear?: () => void;
  /** The call made (the permission asked, and the reads it changes). */
  operation: OperationId;
  run: (rows: readonly T[]) => Promise<unknown>;
  /** The success message, naming what was done to which rows (issue 25: "2 tokens removed"). */
  success: string | ((rows: readonly T[]) => string);
  /** The reads to refresh when they are not the contract's map of `operation`. */
  invalidate?: () => Promise<unknown>;
  /** The request `run` sends for these rows (path, query, body of `operation`), offered as "Copy as API call" in the
   * confirmation (issue 28). */
  apiCall?: (rows: readonly T[]) => Omit<NamedApiCall, 'operation'>;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: run });
  return (
    <ConfirmButton
      size="xs"
      {...confirm}
      operation={operation}
      loading={mutation.isPending}
      extra={apiCall ? <CopyApiCall calls={[{ ...apiCall(rows), operation }]} mr="auto" /> : confirm.extra}
      onConfirm={() =>
        mutation
          .mutateAsync(rows)
          .then(() => {
            notifySuccess(typeof success === 'function' ? success(rows) : success);
            clear?.();
          })
          .catch(() => undefined)
          .finally(() => (invalidate ? invalidate() : invalidateAfter(queryClient, operation, (confirm.path ?? {}) as PathValues)))
      }
    />
  );
}
