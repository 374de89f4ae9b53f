// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../validation/form';
import { autoSslBlocker, failureHints } from './hints';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('automatic certificate hints', () => {
  it('lists every hint of the catalogue, the CNAME first when it is not active', () => {
    const hints = failureHints({ domainName: 'shop.example.com', cnameStatus: 'pending' }, 'abc.cdn.example');
    expect(hints).toHaveLength(7);
    expect(translate(hints[0]!.hint)).toBe('Check the CNAME: the domain must point to abc.cdn.example.');
    expect(hints.filter((h) => h.likely)).toHaveLength(1);
  });

  it('puts DNS verification first for a wildcard whose CNAME is active', () => {
    const hints = failureHints({ domainName: '*.example.com', cnameStatus: 'active' }, 'abc.cdn.example');
    expect(translate(hints[0]!.hint)).toMatch(/^Wildcard domains are verified through DNS/);
    expect(hints[0]!.likely).toBe(true);
    expect(hints[1]!.likely).toBe(false);
  });

  it('refuses IP addresses and names over 64 characters', () => {
    expect(translate(autoSslBlocker('203.0.113.40')!)).toBe('An IP address cannot get an automatic certificate.');
    expect(translate(autoSslBlocker(`${'a'.repeat(60)}.example.com`)!)).toBe('A certificate domain has at most 64 characters.');
    expect(autoSslBlocker('*.harbor-tea.example')).toBeNull();
  });
});
