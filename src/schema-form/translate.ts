// Descriptor texts are English source messages; the catalogue holds their translations under the
// same generated ids as the macros' (the extractor in scripts/lingui-forms-extractor.mjs adds them).
import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

export const translateText = (text: string): string => i18n._(generateMessageId(text), undefined, { message: text });

import { SCHEMA_TEXT, UI_LISTS, UI_TEXT } from './translate-texts';

function walk<T>(node: T, texts: Set<string>, lists: Set<string>, inProperties = false): T {
  if (Array.isArray(node)) return node.map((item) => walk(item, texts, lists)) as T;
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // Under `properties` every key is a field name, never a text.
    if (!inProperties && texts.has(key) && typeof value === 'string') out[key] = translateText(value);
    else if (lists.has(key) && Array.isArray(value)) out[key] = value.map((v) => (typeof v === 'string' ? translateText(v) : v));
    else out[key] = walk(value, texts, lists, key === 'properties' && !inProperties);
  }
  return out as T;
}

/** Every title, description and choice name of a schema, in the current language. */
export const translateSchema = (schema: RJSFSchema): RJSFSchema => walk(schema, SCHEMA_TEXT, new Set());
export const translateUiSchema = (uiSchema: UiSchema): UiSchema => walk(uiSchema, UI_TEXT, UI_LISTS);
