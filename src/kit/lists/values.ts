// A row as its form edits it, as an exported file holds it, and the check of an imported file's names. (Only the
// fields shown for some values, which needs the form's validator, is `shown-values.ts`.)
import type { RJSFSchema } from '@rjsf/utils';
import type { FormDescriptor } from '../../schema-form/descriptor';

/** Every field a schema can show, those of its `dependencies` branches and `if`/`then`/`else` branches included. */
export function fieldsOf(schema: RJSFSchema): string[] {
  const names = new Set(Object.keys(schema.properties ?? {}));
  for (const dependency of Object.values(schema.dependencies ?? {})) {
    if (dependency && typeof dependency === 'object' && !Array.isArray(dependency)) {
      for (const branch of ((dependency as RJSFSchema).oneOf ?? []) as RJSFSchema[]) Object.keys(branch.properties ?? {}).forEach((name) => names.add(name));
    }
  }
  for (const branch of conditionalBranches(schema)) fieldsOf(branch).forEach((name) => names.add(name));
  return [...names];
}

/** The `then` and `else` branches of a schema's conditions (its own and those of its `allOf`). */
function conditionalBranches(schema: RJSFSchema): RJSFSchema[] {
  const isSchema = (node: unknown): node is RJSFSchema => Boolean(node) && typeof node === 'object' && !Array.isArray(node);
  const own = [schema.then, schema.else].filter(isSchema);
  return [...own, ...((schema.allOf ?? []) as unknown[]).filter(isSchema).flatMap(conditionalBranches)];
}

/**
 * A row as its form edits it: only the fields of the form, without the empty ones (a null port or an absent
 * IP list means "every" and shows as an empty field).
 */
export function formValues<T extends object>(row: object, schema: RJSFSchema, leaveOut: readonly string[] = []): T {
  const out: Record<string, unknown> = {};
  for (const name of fieldsOf(schema)) {
    if (leaveOut.includes(name)) continue;
    const value = (row as Record<string, unknown>)[name];
    if (value === null || value === undefined) continue;
    out[name] = Array.isArray(value) ? [...value] : value;
  }
  return out as T;
}

/** A body without its empty texts and lists: an absent condition means "any", an absent note none. */
export function compactBody<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)),
  ) as T;
}

/** A row as its form edits it (an empty text shows as an empty field). */
export const formValuesOf = (row: object, form: FormDescriptor): Record<string, unknown> =>
  Object.fromEntries(Object.entries(formValues<Record<string, unknown>>(row, form.schema)).filter(([, value]) => value !== ''));

/** A row as an exported file holds it (created again from it): the form's fields, without the empty ones. */
export const exportedRow = (row: object, form: FormDescriptor, omit: readonly string[] = []): Record<string, unknown> =>
  formValues(row, form.schema, omit);

export interface UniqueRule {
  field: string;
  ignoreCase?: boolean;
  /** A rule of the file names one the list holds (or an earlier rule of the file, without `twice`). */
  taken?: string;
  /** The file names one twice. */
  twice?: string;
}

/** The problem of an imported file whose rules repeat a name (placeholders: the field's name, e.g. `{name}`). */
export function uniqueProblem(
  rule: UniqueRule,
  existing: readonly Record<string, unknown>[],
  imported: readonly Record<string, unknown>[],
  say: (text: string, values: Record<string, unknown>) => string,
): string | null {
  const keyOf = (row: Record<string, unknown>) => {
    const value = String(row[rule.field] ?? '');
    return rule.ignoreCase ? value.toLowerCase() : value;
  };
  if (rule.twice) {
    const seen = new Set<string>();
    for (const row of imported) {
      if (seen.has(keyOf(row))) return say(rule.twice, { [rule.field]: row[rule.field] });
      seen.add(keyOf(row));
    }
  }
  if (!rule.taken) return null;
  const taken = new Set(existing.map(keyOf));
  for (const row of imported) {
    if (taken.has(keyOf(row))) return say(rule.taken, { [rule.field]: row[rule.field] });
    taken.add(keyOf(row));
  }
  return null;
}
