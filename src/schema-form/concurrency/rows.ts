// A rule of a list edited or removed since the list was loaded (issue 28): before a row is saved or removed, the
// list is read again and the row compared, by its key, on the values its form edits (not counters or timestamps).
export type RowState = 'removed' | 'changed' | null;

export function rowSince<R extends Record<string, unknown>>(loaded: R, fresh: readonly R[], key: string, values: (row: R) => unknown, same: (a: unknown, b: unknown) => boolean): RowState {
  const now = fresh.find((row) => row[key] === loaded[key]);
  if (!now) return 'removed';
  return same(values(now), values(loaded)) ? null : 'changed';
}

/** The first row of several (a bulk removal) that moved since the list was loaded, and how. */
export function firstMoved<R extends Record<string, unknown>>(
  loaded: readonly R[],
  fresh: readonly R[],
  key: string,
  values: (row: R) => unknown,
  same: (a: unknown, b: unknown) => boolean,
): { row: R; state: Exclude<RowState, null> } | null {
  for (const row of loaded) {
    const state = rowSince(row, fresh, key, values, same);
    if (state) return { row, state };
  }
  return null;
}
