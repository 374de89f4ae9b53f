// Resource modules: one file per resource group (mocks/server/resources/<name>.resource.ts) holding the state
// it owns, its deterministic seed and its handlers. scripts/gen.mjs lists the files in index.generated.ts, so a
// new group never edits a shared file.
import type { Store } from '../state/store.ts';
import type { HandlerGroup } from '../types.ts';

interface SeedContext {
  /** The moment of seeding (ms); content must not depend on it except for dates relative to it. */
  now: number;
  /** The store with the accounts, roles and sites of the base seed, and the modules seeded before this one. */
  store: Store;
}

export interface ResourceModule<S> {
  /** Unique; the key of this module's state in the state file. */
  name: string;
  /** Modules whose state this one's seed reads (seeded first). */
  after?: readonly string[];
  /** The module's initial state: plain JSON data. */
  seed(context: SeedContext): S;
  /**
   * Checks a state loaded from a state file at start (besides the shape of the seed, state/validate.ts): the
   * problem with the place it is at (`table domains, row 17: …`), or null. A problem stops the start.
   */
  validate?: (state: S) => string | null;
  handlers: HandlerGroup;
}

export const defineResource = <S>(module: ResourceModule<S>): ResourceModule<S> => module;

/** The live state of a module (mutate it in place, then call store.changed()). */
export const stateOf = <S>(store: Store, module: ResourceModule<S>): S => stateNamed<S>(store, module.name);

/** The live state of the module named so, for a module's helpers that cannot import its definition (a cycle). */
export function stateNamed<S>(store: Store, name: string) {
  const state = store.resources[name];
  if (state === undefined) throw new Error(`embedded backend: resource module ${name} has no state`);
  return state as S;
}

/** The next id of a module's sequence `key` (counted in its state: the state file keeps it). */
export const next = <K extends string>(seq: Record<K, number>, key: K): number => (seq[key] += 1);

/** Seeds every module that has no state yet (a fresh seed, or a state file older than the module). */
export function seedResources(store: Store, modules: readonly ResourceModule<unknown>[], now: number) {
  const pending = new Map(modules.map((m) => [m.name, m]));
  for (let size = 0; size !== pending.size; ) {
    size = pending.size;
    for (const module of [...pending.values()]) {
      if ((module.after ?? []).some((name) => pending.has(name))) continue;
      if (store.resources[module.name] === undefined) store.resources[module.name] = module.seed({ now, store });
      pending.delete(module.name);
    }
  }
  if (pending.size) throw new Error(`embedded backend: resource modules wait on each other: ${[...pending.keys()].join(', ')}`);
}
