// Where runs of "Apply to many sites" are kept until they are done (issue 28): IndexedDB (through idb), one record a
// run, so that a reload or a closed tab leaves a run that can be resumed. Per browser profile, not per account: the
// records name their console and are offered only where they were started.
import { type IDBPDatabase, openDB } from 'idb';
import type { Run, RunStore } from './engine';

const DB = 'parapet-bulk-runs';
const RUNS = 'runs';

let opened: Promise<IDBPDatabase> | null = null;
const db = () =>
  (opened ??= openDB(DB, 1, {
    upgrade(database) {
      database.createObjectStore(RUNS, { keyPath: 'id' });
    },
  }));

/** The IndexedDB store; without IndexedDB (a private window that refuses it) nothing is kept and nothing is offered. */
export function idbRunStore(): RunStore {
  const available = typeof indexedDB !== 'undefined';
  return {
    async save(run) {
      if (available) await (await db()).put(RUNS, run);
    },
    async remove(id) {
      if (available) await (await db()).delete(RUNS, id);
    },
    async list() {
      if (!available) return [];
      return ((await (await db()).getAll(RUNS)) as Run[]).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
  };
}

/** For tests: forget the open connection (fake-indexeddb is replaced between tests). */
export function closeRunStore() {
  void opened?.then((database) => database.close());
  opened = null;
}

/** Told when a run shown in this tab is closed or ends, so that the offers to resume read the store again. */
const changes = typeof EventTarget === 'undefined' ? null : new EventTarget();
export const announceRuns = () => changes?.dispatchEvent(new Event('change'));
export function onRunsChanged(listener: () => void): () => void {
  changes?.addEventListener('change', listener);
  return () => changes?.removeEventListener('change', listener);
}
