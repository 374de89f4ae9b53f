// A write of the contract from a screen's button (remove a selection, unregister, remove a role): the call, then what the
// screen does once it is done (clear the selection, close), the success message, and the lists the call changed read
// again (the contract's map). A refusal was already reported by the query client, so nothing more is said then.
import { useQueryClient } from '@tanstack/react-query';
import { invalidateAfter, type OperationId, type PathValues } from '../api/invalidate';
import { notifySuccess } from '../app/feedback';
import { reported } from '../app/swallow';

export interface Write<V> {
  mutation: { mutateAsync: (variables: V) => Promise<unknown> };
  operation: OperationId;
  variables: V;
  /** The path values of the call, for the lists it changed. */
  path?: PathValues;
  success: string;
  done?: () => void;
}

export function useWrite() {
  const queryClient = useQueryClient();
  return <V>({ mutation, operation, variables, path = {}, success, done }: Write<V>) =>
    reported(async () => {
      await mutation.mutateAsync(variables);
      done?.();
      notifySuccess(success);
      await invalidateAfter(queryClient, operation, path);
    });
}
