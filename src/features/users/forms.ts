// The account forms of one console: the common descriptors (forms/common/account-*.form.json) with the fields
// this console does not ask for left out, and the choices only known at run time (the tenant's roles, the kinds
// of account the console creates) laid on as `oneOf` choices. This only narrows the contract's schema.
import type { RJSFSchema } from '@rjsf/utils';
import type { Kind } from '../../api/generated/model';
import type { FormDescriptor } from '../../schema-form/descriptor';

export interface RoleChoice {
  id: number;
  name: string;
  /** How a choice shows it (default: its name); the tenant's default role says so ("Log reader (default)"). */
  label?: string;
}

export function accountForm(
  descriptor: FormDescriptor,
  options: { roles?: RoleChoice[]; kinds?: { kind: Kind; label: string }[] | null; omit?: string[] },
): FormDescriptor {
  const omit = new Set(options.omit ?? []);
  if (options.kinds === null) omit.add('auth');
  const schema = structuredClone(descriptor.schema) as RJSFSchema & { properties: Record<string, RJSFSchema> };
  for (const name of omit) delete schema.properties[name];
  if (schema.required) schema.required = schema.required.filter((name) => !omit.has(name));
  if (schema.properties.roleID && options.roles?.length) {
    schema.properties.roleID = { ...(schema.properties.roleID as object), oneOf: options.roles.map((role) => ({ const: role.id, title: role.label ?? role.name })) };
  }
  if (schema.properties.auth && options.kinds?.length) {
    const { enum: _all, ...auth } = schema.properties.auth as RJSFSchema;
    schema.properties.auth = { ...auth, oneOf: options.kinds.map(({ kind, label }) => ({ const: kind, title: label })) };
  }
  const uiSchema = {
    ...descriptor.uiSchema,
    'ui:order': (descriptor.uiSchema?.['ui:order'] as string[] | undefined)?.filter((name) => !omit.has(name)) };
  // Least privilege (issue 25): no role is chosen for the user (not the first, most powerful one); the form asks.
  return { ...descriptor, schema, uiSchema, noPreselect: true };
}
