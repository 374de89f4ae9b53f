// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalIp, ipListImportProblem } from './import-check';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('IP-list import check', () => {
  it('compares addresses in one form', () => {
    expect(canonicalIp('2001:DB8:0::1')).toBe('2001:db8::1');
    expect(canonicalIp('2001:db8::1/128')).toBe('2001:db8::1');
    expect(canonicalIp('203.0.113.0/24')).toBe('203.0.113.0/24');
  });

  it('accepts rules that fit', () => {
    expect(ipListImportProblem([{ ips: ['192.0.2.1'] }], [{ ips: ['192.0.2.2'] }, { ips: ['192.0.2.1'], urlRegex: '^/api/' }])).toBeNull();
  });

  it('refuses an IP already listed for the same URLs and methods, in the list or earlier in the file', () => {
    expect(ipListImportProblem([{ ips: ['192.0.2.1'], methodValues: ['POST'] }], [{ ips: ['192.0.2.1'], methodValues: ['POST'] }])).toBe(
      'Rule 1 of the file: 192.0.2.1 is already in this list for the same URLs and methods.',
    );
    expect(ipListImportProblem([], [{ ips: ['2001:db8::1'] }, { ips: ['2001:DB8:0::1/128'] }])).toMatch(/^Rule 2 of the file: 2001:DB8:0::1\/128/);
  });

  it('refuses more than 5000 IPs in the list', () => {
    const big = { ips: Array.from({ length: 4999 }, (_, i) => `10.0.${Math.floor(i / 256)}.${i % 256}`) };
    expect(ipListImportProblem([big], [{ ips: ['192.0.2.1', '192.0.2.2'] }])).toBe('With this file the list would hold 5001 IPs; a list holds at most 5000.');
  });
});
