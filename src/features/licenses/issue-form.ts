// The issue form of one licence: the descriptor (forms/admin/license-issue.form.json) with the licence given by the
// row (sent as extra body) and the start date left to the server (the time of issuing), and the client chosen from
// the platform's client accounts, laid on as `oneOf` choices. This only narrows the contract's schema.
import type { RJSFSchema } from '@rjsf/utils';
import issueDescriptor from '../../../forms/admin/license-issue.form.json';
import type { FormDescriptor } from '../../schema-form/descriptor';

export interface ClientChoice {
  id: number;
  name: string;
}

export function issueForm(clients: ClientChoice[]): FormDescriptor {
  const descriptor = issueDescriptor as FormDescriptor;
  const schema = structuredClone(descriptor.schema) as RJSFSchema & { properties: Record<string, RJSFSchema> };
  delete schema.properties.licenseID;
  delete schema.properties.startDate;
  schema.required = ['userID'];
  if (clients.length) schema.properties.userID = { ...(schema.properties.userID as object), oneOf: clients.map((client) => ({ const: client.id, title: client.name })) };
  return { ...descriptor, schema, uiSchema: { ...descriptor.uiSchema, 'ui:order': ['userID'] } };
}
