// The licence forms of the admin back office: the descriptors (forms/admin/license-*.form.json,
// offline-license-*.form.json) with what is only known at run time laid on as `oneOf` choices (the platform's
// clients, the licences), fields the screen gives itself left out, and a licence already on layer 7 + 4 offered
// only that port type (the upgrade is irreversible). This only narrows the contract's schemas.
import type { RJSFSchema } from '@rjsf/utils';
import type { FormDescriptor } from '../../schema-form/descriptor';

export interface Choice {
  id: number;
  name: string;
}

type Properties = RJSFSchema & { properties: Record<string, RJSFSchema> };

export function licenseForm(
  descriptor: FormDescriptor,
  options: { choices?: Record<string, Choice[]>; omit?: string[]; required?: string[]; upgraded?: boolean },
): FormDescriptor {
  const omit = new Set(options.omit ?? []);
  const schema = structuredClone(descriptor.schema) as Properties;
  for (const name of omit) delete schema.properties[name];
  if (schema.required) schema.required = schema.required.filter((name) => !omit.has(name));
  if (options.required) schema.required = [...new Set([...(schema.required ?? []), ...options.required])];
  for (const [name, choices] of Object.entries(options.choices ?? {})) {
    if (schema.properties[name] && choices.length) schema.properties[name] = { ...(schema.properties[name] as object), oneOf: choices.map((choice) => ({ const: choice.id, title: choice.name })) };
  }
  // Layer 7 + 4 cannot go back to layer 7 (101023): only that port type is offered.
  const portType = schema.properties.portType as (RJSFSchema & { oneOf?: RJSFSchema[] }) | undefined;
  if (options.upgraded && portType?.oneOf) schema.properties.portType = { ...portType, oneOf: portType.oneOf.filter((choice) => typeof choice === 'object' && choice.const === 'L7+L4') };
  const order = descriptor.uiSchema?.['ui:order'] as string[] | undefined;
  return { ...descriptor, schema, uiSchema: { ...descriptor.uiSchema, ...(order ? { 'ui:order': order.filter((name) => !omit.has(name)) } : {}) } };
}
