// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { explainAclRule } from './explain';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('explainAclRule', () => {
  it('joins the conditions given', () => {
    expect(explainAclRule({ urlRegex: '^/admin', ips: ['192.0.2.10', '192.0.2.11'], methodValues: ['GET', 'POST'], blockType: 'accept', enabled: true })).toBe(
      'Requests to paths matching ^/admin from 2 IPs or ranges (192.0.2.10 and 192.0.2.11) sent with GET or POST will be accepted without further checks.',
    );
  });
  it('speaks of every request when no condition is given', () => {
    expect(explainAclRule({ blockType: 'refuse' })).toBe('Requests to any path will be refused.');
  });
  it('covers one IP, unusual methods and a rule switched off', () => {
    expect(explainAclRule({ ips: ['203.0.113.200'], methodValues: ['other'], blockType: 'continue', enabled: false })).toBe(
      'Requests to any path from 203.0.113.200 sent with methods other than the usual ones will be passed on to the next rule. The rule is switched off for now.',
    );
    expect(explainAclRule({ ips: ['192.0.2.1', '192.0.2.2', '192.0.2.3'], methodValues: ['PUT', 'other'], blockType: 'refuse' })).toBe(
      'Requests to any path from 3 IPs or ranges (192.0.2.1, 192.0.2.2, and 1 more) sent with PUT or an unusual method will be refused.',
    );
  });
});
