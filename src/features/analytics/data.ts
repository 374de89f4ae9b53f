// Reads of the analytics screens: POST reads through `operationQuery` (keys start with the call's URL).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperationId } from '../../api/invalidate';
import { operationQuery } from '../../schema-form/operations';
import { saveFile } from '../../services/save-file';

/** A statistics read; nothing is asked while `body` is null (filters incomplete or leaving nothing to ask). */
export function useStat<T>(op: OperationId, body: Record<string, unknown> | null) {
  return useQuery({ ...operationQuery<T>(op, { body: body ?? {} }), enabled: body !== null, placeholderData: keepPreviousData });
}

/** Saves text as a file (the CSV exports). */
export const saveText = (text: string, fileName: string, type = 'text/csv') => saveFile(text, fileName, type);
