// A list whose calls every console shares (`/{kind}/account/{userId}/subs`): `{kind}` of its path is the console
// shown, as the generated hooks are given it.
import { operations } from '../../api/generated/operations';
import type { ListDescriptor } from './descriptor';

/** The scope's path with `kind` (the console) when the list's call names it; a string among the path's numbers,
 * read only by the calls' URLs (which take both). */
export function withKind(path: Record<string, number>, list: Pick<ListDescriptor, 'calls'>, area: string): Record<string, number> {
  const template = operations[list.calls.list as keyof typeof operations]?.[1] ?? '';
  return template.includes('{kind}') && path.kind === undefined ? ({ ...path, kind: area } as unknown as Record<string, number>) : path;
}
