// A keyed collection that keeps insertion order and serialises to an array.
export class Table<K, V> {
  private readonly rows = new Map<K, V>();

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
    return this.rows.get(key);
  }

  has(key: K): boolean {
    return this.rows.has(key);
  }

  put(row: V): V {
    this.rows.set(this.keyOf(row), row);
    return row;
  }

  delete(key: K): boolean {
    return this.rows.delete(key);
  }

  values(): IterableIterator<V> {
    return this.rows.values();
  }

  find(predicate: (row: V) => boolean): V | undefined {
    for (const row of this.rows.values()) if (predicate(row)) return row;
    return undefined;
  }

  filter(predicate: (row: V) => boolean): V[] {
    const out: V[] = [];
    for (const row of this.rows.values()) if (predicate(row)) out.push(row);
    return out;
  }

  /** Removes every row the predicate selects; answers how many went. */
  deleteWhere(predicate: (row: V) => boolean): number {
    let removed = 0;
    for (const [key, row] of this.rows) {
      if (predicate(row)) {
        this.rows.delete(key);
        removed += 1;
      }
    }
    return removed;
  }

  toArray(): V[] {
    return [...this.rows.values()];
  }
}
