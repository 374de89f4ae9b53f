// Which keys of a list descriptor hold texts to translate; shared by RuleList and the catalogue extractor.
import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { isolated } from '../../components/user-text';

const TEXT_KEYS = new Set(['title', 'intro', 'label', 'empty', 'header', 'none', 'message', 'bulkTitle', 'bulkMessage', 'bulkLabel', 'duplicate', 'taken', 'twice', 'note', 'edit', 'remove', 'minimumNote', 'removed', 'moved', 'switchedOn', 'switchedOff', 'placeholder', 'allLabel', 'done', 'reason', 'emptyFiltered', 'editLabel', 'editTitle', 'added', 'saved', 'confirmLabel', 'toLabel', 'invalid']);
const TEXT_RECORDS = new Set(['labels']);

/** The English texts of a list descriptor, for extraction. */
export function listTexts(descriptor: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'initial' || key === 'bodyDefaults' || key === 'all' || key === 'colors') continue; // values (a badge's colour of the value `none`…), not texts
      if (TEXT_KEYS.has(key) && typeof value === 'string') found.add(value);
      else if (TEXT_RECORDS.has(key) && value && typeof value === 'object') Object.values(value).forEach((v) => typeof v === 'string' && found.add(v));
      else walk(value);
    }
  };
  walk(descriptor);
  return [...found];
}

/** A descriptor's text in the current language, its `{placeholders}` filled (user-supplied values isolated for bidi). */
export const say = (text: string, values?: Record<string, unknown>): string =>
  i18n._(generateMessageId(text), values && Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? isolated(value) : value])), { message: text });
