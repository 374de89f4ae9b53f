// Imports of rule files into lists whose create call takes one row: names already in the list are refused
// before anything is sent, then the rows are created one after the other.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifyError } from '../../../../../app/feedback';

/** Refuses the import (nothing sent) when a row's key is taken, or appears twice in the file. */
export function refuseTakenKeys<R>(rows: readonly R[], existing: readonly string[], key: (row: R) => string): void {
  const taken = new Set(existing.map((k) => k.toLowerCase()));
  for (const row of rows) {
    const k = key(row).toLowerCase();
    if (taken.has(k)) {
      const name = key(row);
      notifyError(i18n._(msg`Nothing was imported: "${name}" is already in the list or twice in the file.`));
      throw new Error('taken');
    }
    taken.add(k);
  }
}

/** Creates the rows in order; stops at the first refusal (reported by the call). */
export async function createEach<R>(rows: readonly R[], create: (row: R) => Promise<unknown>): Promise<void> {
  for (const row of rows) await create(row);
}
