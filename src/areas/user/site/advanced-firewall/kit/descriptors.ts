// Helpers shared by the security tabs (advanced firewall, WAF, access control, authentication, layer 4):
// descriptors completed at run time with choices that come from the server (regions, WAF rules, groups),
// and the values of a row as its form edits them.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormDescriptor } from '../../../../../schema-form/descriptor';

export interface Choice {
  value: string | number;
  label: string;
}

const copy = <T>(value: T): T => structuredClone(value);

/**
 * A copy of the descriptor whose field offers these choices (a list field: several of them). Without
 * choices (not loaded, or none) the descriptor stays as it is, so the field can still be typed.
 */
export function withChoices(descriptor: FormDescriptor, field: string, choices: readonly Choice[], widget?: string): FormDescriptor {
  if (choices.length === 0) return descriptor;
  const next = copy(descriptor);
  const property = next.schema.properties?.[field] as RJSFSchema | undefined;
  if (!property) throw new Error(`${descriptor.name}: no field ${field}`);
  const values = choices.map((choice) => choice.value);
  if (property.type === 'array') property.items = { ...(property.items as RJSFSchema), enum: values };
  else property.enum = values;
  const ui: UiSchema = { ...((next.uiSchema?.[field] as UiSchema | undefined) ?? {}) };
  delete ui['ui:placeholder'];
  if (widget) ui['ui:widget'] = widget;
  else delete ui['ui:widget'];
  ui['ui:enumNames'] = choices.map((choice) => choice.label);
  next.uiSchema = { ...next.uiSchema, [field]: ui };
  return next;
}

/** A copy of the descriptor with more uiSchema options on some fields. */
export function withUi(descriptor: FormDescriptor, changes: Record<string, UiSchema>): FormDescriptor {
  const next = copy(descriptor);
  next.uiSchema = { ...next.uiSchema };
  for (const [field, ui] of Object.entries(changes)) next.uiSchema[field] = { ...((next.uiSchema[field] as UiSchema | undefined) ?? {}), ...ui };
  return next;
}

/** A copy of the descriptor where these fields may stay empty (e.g. a password kept as it is when editing). */
export function withOptional(descriptor: FormDescriptor, fields: readonly string[], help?: string): FormDescriptor {
  const next = copy(descriptor);
  const drop = (schema: RJSFSchema) => {
    if (Array.isArray(schema.required)) schema.required = schema.required.filter((name) => !fields.includes(name));
  };
  drop(next.schema);
  // Fields that appear with a choice (`dependencies` with `oneOf`) are required there.
  for (const dependency of Object.values(next.schema.dependencies ?? {})) {
    if (dependency && typeof dependency === 'object' && !Array.isArray(dependency)) {
      for (const branch of ((dependency as RJSFSchema).oneOf ?? []) as RJSFSchema[]) drop(branch);
    }
  }
  if (help) {
    next.uiSchema = { ...next.uiSchema };
    for (const field of fields) next.uiSchema[field] = { ...((next.uiSchema[field] as UiSchema | undefined) ?? {}), 'ui:help': help };
  }
  return next;
}

/** Every field a schema can show, those of its `dependencies` branches included. */
export function fieldsOf(schema: RJSFSchema): string[] {
  const names = new Set(Object.keys(schema.properties ?? {}));
  for (const dependency of Object.values(schema.dependencies ?? {})) {
    if (dependency && typeof dependency === 'object' && !Array.isArray(dependency)) {
      for (const branch of ((dependency as RJSFSchema).oneOf ?? []) as RJSFSchema[]) Object.keys(branch.properties ?? {}).forEach((name) => names.add(name));
    }
  }
  return [...names];
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
