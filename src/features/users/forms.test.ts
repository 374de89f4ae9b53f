import { getDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import createDescriptor from '../../../forms/common/account-create.form.json';
import { defineForm } from '../../schema-form/descriptor';
import { formStateBehavior } from '../../schema-form/SchemaForm';
import { accountForm } from './forms';

const roles = [
  { id: 7, name: 'Site owner' },
  { id: 9, name: 'Log reader', label: 'Log reader (default)' },
];

// Issue 25, least privilege: the renderer took a required `oneOf`'s first value as its default, so every new
// sub-user was given the first (most powerful) role without anyone choosing it.
describe('the account form chooses no role for the user', () => {
  const form = accountForm(defineForm(createDescriptor), { roles, kinds: null });
  // The contract's schema without its reference (the test renders no form): its required fields as the contract has them.
  const { $ref: _contract, ...own } = form.schema as RJSFSchema;
  const schema = { ...own, type: 'object', required: ['email', 'accountName', 'roleID'] } as RJSFSchema;
  const filled = (behaviour: ReturnType<typeof formStateBehavior>) => getDefaultFormState(validator, schema, { accountName: '', email: '' }, schema, false, behaviour) as Record<string, unknown>;

  it('offers the tenant roles and leaves the role empty', () => {
    expect((form.schema.properties?.roleID as RJSFSchema).oneOf).toEqual([
      { const: 7, title: 'Site owner' },
      { const: 9, title: 'Log reader (default)' },
    ]);
    expect(form.noPreselect).toBe(true);
    expect(filled(formStateBehavior(form))).not.toHaveProperty('roleID');
  });

  it('would have taken the first role with the renderer defaults (what the flag prevents)', () => {
    expect(filled(formStateBehavior({ ...form, noPreselect: false })).roleID).toBe(7);
  });
});
