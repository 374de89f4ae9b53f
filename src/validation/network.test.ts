// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainProblem, isCidr, isHttpUrl, isIp, isIpRange, l4PortProblem } from './network';

describe('IP addresses and CIDR ranges', () => {
  it.each(['203.0.113.7', '0.0.0.0', '255.255.255.255', '2001:db8::1', '::1', '::ffff:192.0.2.1'])('accepts %s', (v) => expect(isIp(v)).toBe(true));
  it.each(['203.0.113', '256.1.1.1', '01.2.3.4', '1.2.3.4.5', 'example.com', '2001:db8:::1', '', ' 1.2.3.4'])('refuses %j', (v) =>
    expect(isIp(v)).toBe(false),
  );
  it.each(['203.0.113.0/24', '0.0.0.0/0', '2001:db8::/32', '::/0', '192.0.2.1/32'])('accepts CIDR %s', (v) => expect(isCidr(v)).toBe(true));
  it.each(['203.0.113.0/33', '2001:db8::/129', '203.0.113.0/', '/24', '203.0.113.0/2a'])('refuses CIDR %j', (v) => expect(isCidr(v)).toBe(false));

  it('accepts every IPv4 address and every prefix up to 32', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(fc.tuple(octet, octet, octet, octet), fc.integer({ min: 0, max: 32 }), (parts, prefix) => {
        const address = parts.join('.');
        return isIp(address) && isCidr(`${address}/${prefix}`) && !isCidr(`${address}/${prefix + 33}`);
      }),
    );
  });
  it('accepts every IPv6 address fast-check makes', () => {
    fc.assert(fc.property(fc.ipV6(), (address) => isIp(address)));
  });

  it('ranges need two addresses of one family in order', () => {
    expect(isIpRange('203.0.113.1-203.0.113.50')).toBe(true);
    expect(isIpRange('203.0.113.50-203.0.113.1')).toBe(false);
    expect(isIpRange('203.0.113.1-2001:db8::1')).toBe(false);
    expect(isIpRange('203.0.113.1-')).toBe(false);
    expect(isIpRange('2001:db8::1-2001:db8::ff')).toBe(true);
  });
});

describe('layer-4 forwarding ports', () => {
  it.each([
    [1000, null],
    [65000, null],
    [8443, null],
    [999, 'range'],
    [65001, 'range'],
    [3306, 'reserved'],
    [3311, 'reserved'],
    [6379, 'reserved'],
    [9100, 'reserved'],
    [61000, 'reserved'],
    [61199, 'reserved'],
    [61200, null],
    [60999, null],
  ] as const)('%d → %s', (port, expected) => expect(l4PortProblem(port)).toBe(expected));

  it('refuses exactly the reserved ports inside the range', () => {
    const reserved = (p: number) => [3306, 3311, 6379, 9100].includes(p) || (p >= 61000 && p <= 61199);
    fc.assert(fc.property(fc.integer({ min: 1000, max: 65000 }), (p) => (l4PortProblem(p) === 'reserved') === reserved(p)));
  });
});

describe('the domain check', () => {
  it.each([
    ['shop.harbor-tea.example', {}, null],
    ['harbor-tea.com', {}, null],
    ['_acme.shop.harbor-tea.com', {}, null],
    ['123.example', {}, null],
    ['bücher.example', {}, null],
    ['例子.测试', {}, null],
    ['*.harbor-tea.com', { wildcard: true }, null],
    ['*.harbor-tea.com', {}, 'format'],
    ['Shop.Example.com', {}, 'uppercase'],
    ['harbor_tea.com', {}, 'secondLevel'],
    ['_acme.shop.harbor-tea.com', { underscore: false }, 'format'],
    ['harbor-tea.c', {}, 'tld'],
    ['harbor-tea.c0m', {}, 'tld'],
    ['example.xn--p1ai', {}, null],
    ['localhost', {}, 'format'],
    ['a..example.com', {}, 'format'],
    [`${'a'.repeat(64)}.com`, {}, 'secondLevel'],
    ['-harbor.com', {}, 'secondLevel'],
  ] as const)('%s %o → %s', (value, options, expected) => expect(domainProblem(value, options)).toBe(expected));

  it('accepts every lowercase domain fast-check makes', () => {
    fc.assert(fc.property(fc.domain(), (d) => d !== d.toLowerCase() || domainProblem(d) === null || /[^a-z0-9.-]/.test(d) || /\.[a-z]*[0-9-][a-z0-9-]*$/.test(d)));
  });
});

describe('URLs', () => {
  it.each(['https://shop.harbor-tea.example/', 'http://203.0.113.7:8080/a?b=c'])('accepts %s', (v) => expect(isHttpUrl(v)).toBe(true));
  it.each(['ftp://example.com/', 'shop.harbor-tea.example', 'https://', 'https:// spaced.com', 'javascript:alert(1)'])('refuses %j', (v) =>
    expect(isHttpUrl(v)).toBe(false),
  );
  it('accepts every http(s) URL fast-check makes', () => {
    fc.assert(fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (u) => isHttpUrl(u)));
  });
});
