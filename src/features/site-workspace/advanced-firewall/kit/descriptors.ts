// Helpers shared by the security tabs (advanced firewall, WAF, access control, authentication, layer 4):
// descriptors completed at run time with choices that come from the server (regions, WAF rules, groups),
// and the values of a row as its form edits them.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormDescriptor } from '../../../../schema-form/descriptor';

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

export { compactBody, fieldsOf, formValues } from '../../../../kit/lists/values';
