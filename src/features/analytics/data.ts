// Reads of the analytics screens: POST reads through `operationQuery` (keys start with the call's URL).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperationId } from '../../api/invalidate';
import { operationQuery } from '../../schema-form/operations';

/** A statistics read; nothing is asked while `body` is null (filters incomplete or leaving nothing to ask). */
export function useStat<T>(op: OperationId, body: Record<string, unknown> | null) {
  return useQuery({ ...operationQuery<T>(op, { body: body ?? {} }), enabled: body !== null, placeholderData: keepPreviousData });
}

/** Saves text as a file (the CSV exports). */
export function saveText(text: string, fileName: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
