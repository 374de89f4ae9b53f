// @vitest-environment node
import { describe, expect, it } from 'vitest';
import jwtForm from '../../../../../forms/user/auth-jwt.form.json';
import wafForm from '../../../../../forms/user/waf-module.form.json';
import { defineForm } from '../../../../schema-form/descriptor';
import { compactBody, fieldsOf, formValues, withChoices, withOptional } from './descriptors';

const WAF = defineForm(wafForm);
const JWT = defineForm(jwtForm);

describe('descriptor helpers', () => {
  it('offer server choices on a list field, and leave the descriptor as it is without any', () => {
    const next = withChoices(WAF, 'ruleIDs', [
      { value: 1, label: 'SQL injection' },
      { value: 4, label: 'Script tags' },
    ], 'checkboxes');
    expect((next.schema.properties!.ruleIDs as { items: { enum: number[] } }).items.enum).toEqual([1, 4]);
    expect(next.uiSchema!.ruleIDs).toMatchObject({ 'ui:widget': 'checkboxes', 'ui:enumNames': ['SQL injection', 'Script tags'] });
    expect((WAF.schema.properties!.ruleIDs as { items: { enum?: unknown } }).items.enum).toBeUndefined();
    expect(withChoices(WAF, 'ruleIDs', [])).toBe(WAF);
  });

  it('make a secret optional everywhere it is required, with a hint', () => {
    const next = withOptional(JWT, ['secret'], 'Leave empty to keep the current one.');
    const branches = (next.schema.dependencies!.algorithm as { oneOf: { required: string[] }[] }).oneOf;
    expect(branches[0]!.required).toEqual([]);
    expect(branches[1]!.required).toEqual(['publicKey']);
    expect(next.uiSchema!.secret).toMatchObject({ 'ui:widget': 'password', 'ui:help': 'Leave empty to keep the current one.' });
    expect((JWT.schema.dependencies!.algorithm as { oneOf: { required: string[] }[] }).oneOf[0]!.required).toEqual(['secret']);
  });

  it('take only the fields of the form from a row, without empty ones and secrets left out', () => {
    expect(fieldsOf(JWT.schema).sort()).toEqual(['algorithm', 'key', 'memo', 'publicKey', 'secret']);
    const row = { id: 7, key: 'https://id.example', algorithm: 'ES256', publicKey: null, hasSecret: false, memo: 'x' };
    expect(formValues(row, JWT.schema)).toEqual({ key: 'https://id.example', algorithm: 'ES256', memo: 'x' });
    expect(formValues({ name: 'A', ruleIDs: [1], blockType: 'refuse', domainIDs: [3] }, WAF.schema, ['blockType'])).toEqual({ name: 'A', ruleIDs: [1] });
  });

  it('leave empty texts and lists out of a body, keeping false and 0', () => {
    expect(compactBody({ name: 'A', memo: '', ips: [], port: undefined, urlRegex: null, enabled: false, max: 0 })).toEqual({ name: 'A', enabled: false, max: 0 });
  });
});
