// What may be purged (spec 5: cache-preheat URLs, one full URL a line, no regex); directories end with /.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LIST_MESSAGES, lines, preheatUrlList } from '../../../validation/lists';
import { isHttpUrl } from '../../../validation/network';
import { MESSAGES } from '../../../validation/rules';

export type PurgeType = 1 | 2;

const LINE = msg({ message: 'Line {line}: {problem}', comment: 'problem is another message, already translated' });
const onLine = (index: number, problem: MessageDescriptor): MessageDescriptor => ({ ...LINE, values: { line: index + 1, problem } });

/** The first problem of the typed text, or null; lines are counted without the blank ones, like every list rule. */
export function purgeProblem(text: string, type: PurgeType): MessageDescriptor | null {
  const urls = lines(text);
  if (urls.length === 0) return MESSAGES.required;
  const notUrl = urls.findIndex((url) => !isHttpUrl(url));
  if (notUrl >= 0) return onLine(notUrl, LIST_MESSAGES.badUrl);
  const pattern = preheatUrlList(text);
  if (pattern) return pattern;
  if (type === 2) {
    const notDirectory = urls.findIndex((url) => !url.endsWith('/'));
    if (notDirectory >= 0) return onLine(notDirectory, LIST_MESSAGES.prefixUrl);
  }
  return null;
}

/** The URLs to send: each once, in the order typed. */
export const purgeUrls = (text: string): string[] => [...new Set(lines(text))];

/** The URLs the server refused (101003 errorData `{ field: "urls.<index>", message }`), by index of the sent list. */
export function refusedUrls(errorData: unknown): { index: number; reason: string }[] {
  if (!Array.isArray(errorData)) return [];
  return errorData.flatMap((item) => {
    const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
    const index = typeof field === 'string' ? /^urls\.(\d+)$/.exec(field)?.[1] : undefined;
    return index === undefined ? [] : [{ index: Number(index), reason: typeof message === 'string' ? message : '' }];
  });
}
