// What a save will change, in words a person can check: one line a field, old and new value.
// Lists of plain values (IPs, URLs, codes) are compared as sets: what is added and what is removed.
import type { RJSFSchema } from '@rjsf/utils';
import microdiff from 'microdiff';

export interface FieldChange {
  /** Field path, e.g. ['rules', 0, 'ttl']. */
  path: (string | number)[];
  kind: 'changed' | 'added' | 'removed' | 'list';
  before?: unknown;
  after?: unknown;
  /** For lists of plain values. */
  addedItems?: unknown[];
  removedItems?: unknown[];
}

const isPlain = (value: unknown) => value === null || typeof value !== 'object';
const at = (root: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), root);

export function changesBetween(before: object, after: object): FieldChange[] {
  const out: FieldChange[] = [];
  const lists = new Set<string>();
  for (const change of microdiff(before as Record<string, unknown>, after as Record<string, unknown>)) {
    const parentPath = change.path.slice(0, -1);
    const last = change.path[change.path.length - 1];
    const oldParent = at(before, parentPath);
    const newParent = at(after, parentPath);
    const plainList = (list: unknown) => Array.isArray(list) && list.every(isPlain);
    if (typeof last === 'number' && (plainList(oldParent) || oldParent === undefined) && (plainList(newParent) || newParent === undefined)) {
      const key = JSON.stringify(parentPath);
      if (lists.has(key)) continue;
      lists.add(key);
      const was = new Set((oldParent as unknown[] | undefined) ?? []);
      const now = new Set((newParent as unknown[] | undefined) ?? []);
      const addedItems = [...now].filter((item) => !was.has(item));
      const removedItems = [...was].filter((item) => !now.has(item));
      if (addedItems.length || removedItems.length) out.push({ path: parentPath, kind: 'list', addedItems, removedItems });
      continue;
    }
    if (change.type === 'CHANGE') out.push({ path: change.path, kind: 'changed', before: change.oldValue, after: change.value });
    else if (change.type === 'CREATE') out.push({ path: change.path, kind: 'added', after: change.value });
    else out.push({ path: change.path, kind: 'removed', before: change.oldValue });
  }
  return out;
}

/** The schema titles along a path (untranslated), for labelling a change; indices become "#n". */
export function titlesAlong(schema: RJSFSchema, path: (string | number)[]): string[] {
  const titles: string[] = [];
  let node: RJSFSchema | undefined = schema;
  for (const key of path) {
    if (typeof key === 'number') {
      node = (node?.items as RJSFSchema | undefined) ?? undefined;
      titles.push(`#${key + 1}`);
      continue;
    }
    node = node?.properties?.[key] as RJSFSchema | undefined;
    titles.push(node?.title ?? key);
  }
  return titles;
}
