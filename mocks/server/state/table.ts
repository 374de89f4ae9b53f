// A keyed collection that keeps insertion order and serialises to an array.
// `touched` is set by every call that hands out or changes rows: the state file's journal (persistence.ts) compares
// only the tables touched since its last write with what it wrote (rows are changed in place by their holders).
export class Table<K, V> {
  private readonly rows = new Map<K, V>();
  touched = false;

  constructor(
    private readonly keyOf: (row: V) => K,
    rows: Iterable<V> = [],
  ) {
    for (const row of rows) this.rows.set(keyOf(row), row);
  }

  get size(): number {
    return this.rows.size;
  }

  get(key: K): V | undefined {
    this.touched = true;
    return this.rows.get(key);
  }

  has(key: K): boolean {
    return this.rows.has(key);
  }

  put(row: V): V {
    this.touched = true;
    this.rows.set(this.keyOf(row), row);
    return row;
  }

  delete(key: K): boolean {
    this.touched = true;
    return this.rows.delete(key);
  }

  values(): IterableIterator<V> {
    this.touched = true;
    return this.rows.values();
  }

  find(predicate: (row: V) => boolean): V | undefined {
    this.touched = true;
    for (const row of this.rows.values()) if (predicate(row)) return row;
    return undefined;
  }

  filter(predicate: (row: V) => boolean): V[] {
    this.touched = true;
    const out: V[] = [];
    for (const row of this.rows.values()) if (predicate(row)) out.push(row);
    return out;
  }

  /** Removes every row the predicate selects; answers how many went. */
  deleteWhere(predicate: (row: V) => boolean): number {
    this.touched = true;
    let removed = 0;
    for (const [key, row] of this.rows) {
      if (predicate(row)) {
        this.rows.delete(key);
        removed += 1;
      }
    }
    return removed;
  }

  /** The rows without marking the table touched (the journal's own reading). */
  peek(): IterableIterator<V> {
    return this.rows.values();
  }

  toArray(): V[] {
    this.touched = true;
    return [...this.rows.values()];
  }
}
