// After a drag, which rule moved and where to: one update (its new priority) puts the list in the new order.

/** The item a single move took from one place to another, with its new index; null when nothing moved. */
export function movedItem<T>(before: readonly T[], after: readonly T[], key: (item: T) => string | number): { item: T; from: number; to: number } | null {
  if (before.length !== after.length) return null;
  let first = 0;
  while (first < before.length && key(before[first]!) === key(after[first]!)) first++;
  if (first === before.length) return null;
  let last = before.length - 1;
  while (last > first && key(before[last]!) === key(after[last]!)) last--;
  // Moved down: the first changed item of before is now last of the changed part; moved up: the other way.
  if (key(after[last]!) === key(before[first]!)) return { item: before[first]!, from: first, to: last };
  if (key(after[first]!) === key(before[last]!)) return { item: before[last]!, from: last, to: first };
  return null;
}
