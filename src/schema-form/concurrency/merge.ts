// Three-way merge of a form's values (issue 28: no change overwritten unseen). `base` is what the form loaded,
// `server` what the server holds now, `mine` what the user is about to save. Fields are compared at their leaves
// (nested objects are walked, lists and plain values are one field each).
//   - changed by the user only: the user's value;
//   - changed on the server only: the server's value, taken silently into the write (saving never puts back a stale value);
//   - changed by both to different values: a conflict, the user chooses (theirs or the server's);
//   - changed by both to the same value: no conflict.
import microdiff from 'microdiff';

/** Deep equality of two values of a form (plain data). */
export const dequal = (a: unknown, b: unknown) => microdiff({ v: a }, { v: b }).length === 0;

export type FieldPath = (string | number)[];

export interface Conflict {
  path: FieldPath;
  base: unknown;
  server: unknown;
  mine: unknown;
}

export interface ServerChange {
  path: FieldPath;
  base: unknown;
  server: unknown;
}

export interface MergeResult<T extends object> {
  /** The user's changes on top of the server's values; conflicting fields carry the user's value until chosen. */
  merged: T;
  conflicts: Conflict[];
  /** Fields changed on the server and not by the user: taken as the server has them. */
  serverOnly: ServerChange[];
}

export type Choice = 'mine' | 'server';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every leaf path of any of the three values. */
function leafPaths(values: unknown[], prefix: FieldPath = []): FieldPath[] {
  if (!values.some(isRecord)) return [prefix];
  const keys = new Set<string>();
  for (const value of values) if (isRecord(value)) for (const key of Object.keys(value)) keys.add(key);
  return [...keys].flatMap((key) => leafPaths(values.map((value) => (isRecord(value) ? value[key] : undefined)), [...prefix, key]));
}

export const valueAt = (root: unknown, path: FieldPath): unknown =>
  path.reduce<unknown>((node, key) => (isRecord(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[key] : undefined), root);

/** A copy of `root` with the value at `path` set (undefined: the key removed). */
export function withValueAt<T>(root: T, path: FieldPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path;
  const node = isRecord(root) ? { ...root } : {};
  const next = withValueAt((node as Record<string | number, unknown>)[key!], rest, value);
  if (next === undefined) delete (node as Record<string | number, unknown>)[key!];
  else (node as Record<string | number, unknown>)[key!] = next;
  return node as T;
}

export const pathKey = (path: FieldPath) => JSON.stringify(path);

export function threeWayMerge<T extends object>(base: T, server: T, mine: T): MergeResult<T> {
  let merged = structuredClone(server) as T;
  const conflicts: Conflict[] = [];
  const serverOnly: ServerChange[] = [];
  for (const path of leafPaths([base, server, mine])) {
    if (path.length === 0) continue;
    const was = valueAt(base, path);
    const now = valueAt(server, path);
    const typed = valueAt(mine, path);
    const userChanged = !dequal(was, typed);
    const serverChanged = !dequal(was, now);
    if (userChanged && serverChanged && !dequal(now, typed)) {
      conflicts.push({ path, base: was, server: now, mine: typed });
      merged = withValueAt(merged, path, structuredClone(typed));
    } else if (userChanged) merged = withValueAt(merged, path, structuredClone(typed));
    else if (serverChanged) serverOnly.push({ path, base: was, server: now });
  }
  return { merged, conflicts, serverOnly };
}

/** The values to save once the user has chosen for each conflict (a conflict not chosen keeps the user's value). */
export function resolveConflicts<T extends object>(result: MergeResult<T>, choices: Record<string, Choice>): T {
  let out = result.merged;
  for (const conflict of result.conflicts) {
    const choice = choices[pathKey(conflict.path)] ?? 'mine';
    out = withValueAt(out, conflict.path, structuredClone(choice === 'mine' ? conflict.mine : conflict.server));
  }
  return out;
}
