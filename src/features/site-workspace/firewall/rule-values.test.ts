// @vitest-environment node
import { describe, expect, it } from 'vitest';
import blacklist from '../../../../forms/user/firewall-blacklist.form.json';
import { defineForm } from '../../../schema-form/descriptor';
import { METHODS } from './labels';
import { bodyOf, extrasOf, formOf, inputOf, RULE_INPUT_KEYS } from './rule-values';

const descriptor = defineForm(blacklist);
const row = {
  id: 5007,
  priority: 2,
  enabled: true,
  ips: ['2001:db8:bad::/48'],
  urlRegex: '^/wp-login\\.php',
  blockType: 'refuse',
  memo: 'WordPress probes',
  port: 8443,
  url: null,
  createdAt: '2026-10-01T00:00:00Z',
};

describe('rule values', () => {
  it('keeps the accepted, non-empty fields of a row', () => {
    expect(inputOf(row, RULE_INPUT_KEYS)).toEqual({ enabled: true, ips: ['2001:db8:bad::/48'], urlRegex: '^/wp-login\\.php', blockType: 'refuse', memo: 'WordPress probes', port: 8443 });
  });

  it('shows every method ticked when the row names none, and sends none when every one is ticked', () => {
    const values = formOf(row, descriptor, RULE_INPUT_KEYS);
    expect(values.methodValues).toEqual([...METHODS]);
    expect(values).not.toHaveProperty('port');
    expect(bodyOf(values)).not.toHaveProperty('methodValues');
    expect(bodyOf({ ...values, methodValues: ['POST'], urlRegex: '' })).toMatchObject({ methodValues: ['POST'] });
    expect(bodyOf({ ...values, urlRegex: '' })).not.toHaveProperty('urlRegex');
  });

  it('carries the fields the form does not show with an edit, a move and an export', () => {
    expect(extrasOf(row, descriptor, RULE_INPUT_KEYS)).toEqual({ port: 8443 });
    expect({ ...bodyOf(formOf(row, descriptor, RULE_INPUT_KEYS)), ...extrasOf(row, descriptor, RULE_INPUT_KEYS) }).toEqual({
      ips: ['2001:db8:bad::/48'],
      urlRegex: '^/wp-login\\.php',
      blockType: 'refuse',
      memo: 'WordPress probes',
      enabled: true,
      port: 8443,
    });
  });
});
