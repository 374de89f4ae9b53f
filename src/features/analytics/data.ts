// Reads of the analytics screens: POST reads through `operationQuery` (keys start with the call's URL).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { OperationId } from '../../api/invalidate';
import { operationQuery } from '../../schema-form/operations';
import { saveFile } from '../../services/save-file';

/** What a card reads of a statistics call. */
export interface StatRead<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A statistics read; nothing is asked while `body` is null (filters incomplete or leaving nothing to ask).
 * Its answer is drawn in a background render that gives the page back every few milliseconds (React's deferred
 * value): a dashboard's or the statistics screen's cards drawing their first figures were one synchronous render of
 * a few hundred milliseconds on a phone, the page's longest task (issue 29). Until the new answer is drawn the card
 * keeps what it showed (its skeleton on the first load, the previous figures after a filter change).
 */
export function useStat<T>(op: OperationId, body: Record<string, unknown> | null): StatRead<T> {
  const query = useQuery({ ...operationQuery<T>(op, { body: body ?? {} }), enabled: body !== null, placeholderData: keepPreviousData });
  const data = useDeferredValue(query.data);
  return { data, isPending: query.isPending || (data === undefined && query.data !== undefined), isError: query.isError, refetch: query.refetch };
}

/** Saves text as a file (the CSV exports). */
export const saveText = (text: string, fileName: string, type = 'text/csv') => saveFile(text, fileName, type);
