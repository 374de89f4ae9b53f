// A list descriptor (forms/<area>/lists/<name>.list.json): pure JSON, read by the one RuleList. It names its
// calls by operation id, its row form by descriptor name, and its cells, explanations and overrides by their
// names in the registries (see forms/schema/list-descriptor.schema.json, which each file names in `$schema`,
// so editors check it, and a unit test checks every descriptor against). `npm run gen` generates its types from that
// schema (src/api/generated/descriptors.ts).
//
// Texts are English source messages (translated through the catalogue); `{name}` style placeholders take the
// row's fields, `{parent}` the name of the row whose entries are shown, `{count}` a number of rows.

import type { Console, ListDescriptor } from '../../api/generated/descriptors';
import type { JsonOf } from '../../schema-form/descriptor';

export type { BulkAction, ChildEntries, Console, ConsoleVariant, DoneTexts, FieldRefusal, ListCalls, ListColumn, ListDescriptor, ListFilter, RowLink, WholeRows } from '../../api/generated/descriptors';

/** An imported list descriptor (`import json from '…/x.list.json'`) with its type: the compiler checks its shape, the
 * descriptor test (src/features/list-descriptors.test.ts) checks every file against the schema, literal values included. */
export const defineList = (json: JsonOf<ListDescriptor>): ListDescriptor => json as ListDescriptor;

/** The descriptor as one console reads it: its variant's lines over the common ones, its columns and filters only. A descriptor
 * without `consoles` is returned as it is. */
export function forConsole(list: ListDescriptor, console: string): ListDescriptor {
  if (!list.consoles) return list;
  const variant = list.consoles[console as Console];
  if (!variant) throw new Error(`The list ${list.name} is not shown in the ${console} console`);
  const { calls, add, remove, ...rest } = variant;
  return {
    ...list,
    ...rest,
    calls: { ...list.calls, ...calls },
    // A read-only list has neither (nor may its consoles' variants add them).
    ...(list.add ? { add: { ...list.add, ...add, initial: add?.initial ? { ...list.add.initial, ...add.initial } : list.add.initial } } : {}),
    ...(list.remove ? { remove: { ...list.remove, ...remove } } : {}),
    columns: list.columns.filter((col) => !col.only || col.only.includes(console as Console)),
    ...(list.filters ? { filters: list.filters.filter((filter) => !filter.only || filter.only.includes(console as Console)) } : {}),
  };
}
