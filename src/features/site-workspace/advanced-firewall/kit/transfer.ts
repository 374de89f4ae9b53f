// Imports of rule files into lists whose create call takes one row: a name already in the list (or twice in
// the file) refuses the whole file before anything is sent; then the rows are created one after the other
// (components/rules/create-each).
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The problem of a file whose rows reuse a key of the list or of the file, in words; null when none. */
export function takenKeyProblem<R>(rows: readonly R[], existing: readonly string[], key: (row: R) => string): string | null {
  const taken = new Set(existing.map((k) => k.toLowerCase()));
  for (const row of rows) {
    const name = key(row);
    if (taken.has(name.toLowerCase())) return i18n._(msg`"${name}" is already in the list, or twice in the file.`);
    taken.add(name.toLowerCase());
  }
  return null;
}
