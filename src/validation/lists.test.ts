// @vitest-environment node
import { i18n } from '@lingui/core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from './form';
import {
  addressList,
  batchNames,
  blackIpList,
  certificateDomain,
  cidrList,
  corsMaxAge,
  corsOrigin,
  domainList,
  genevaWindow,
  intRange,
  jsonFile,
  l4Port,
  LIST_MESSAGES,
  logoFile,
  maxText,
  monitorUrl,
  port,
  positive,
  preheatUrlList,
  prefixUrl,
  regex,
  ruleIpList,
  statusCode,
  urlList,
  weight,
} from './lists';
import { MESSAGES } from './rules';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
const text = (result: ReturnType<typeof ruleIpList>) => (result ? translate(result) : null);

describe('rule IP lists', () => {
  it('is required, one IP or CIDR a line, no duplicates, at most 5000', () => {
    expect(ruleIpList('')).toBe(MESSAGES.required);
    expect(ruleIpList('203.0.113.7\n203.0.113.0/24\n2001:db8::/32')).toBeNull();
    expect(ruleIpList('0.0.0.0/0')).toBeNull();
    expect(text(ruleIpList('203.0.113.7\nnot-an-ip'))).toBe(
      'Line 2: Enter an IP or a CIDR range (such as 203.0.113.7 or 203.0.113.0/24).',
    );
    expect(text(ruleIpList('203.0.113.7\n198.51.100.1\n203.0.113.7'))).toBe('Line 3: The same IP is listed twice.');
    const many = Array.from({ length: 5001 }, (_, i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`).join('\n');
    expect(ruleIpList(many)).toBe(LIST_MESSAGES.max5000IPs);
    expect(ruleIpList(many.split('\n').slice(0, 5000).join('\n'))).toBeNull();
  });

  it('accepts any set of distinct IPv4 addresses up to 5000', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(octet, octet, octet, octet).map((p) => p.join('.')), { minLength: 1, maxLength: 200 }), (ips) =>
        ruleIpList(ips.join('\n')) === null,
      ),
    );
  });
  it('finds a duplicate anywhere', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.array(fc.ipV4(), { maxLength: 20 }), (dup, rest) => ruleIpList([dup, ...rest, dup].join('\n')) !== null),
    );
  });
});

describe('other lists', () => {
  it.each([
    [blackIpList, '203.0.113.7\n203.0.113.0/24\n203.0.113.1-203.0.113.9', true],
    [blackIpList, '203.0.113.9-203.0.113.1', false],
    [blackIpList, '203.0.113.1-203.0.113.9\n203.0.113.1-203.0.113.9', false],
    [blackIpList, '', false],
    [urlList, 'https://shop.harbor-tea.example/\nhttp://a.example/x', true],
    [urlList, 'shop.harbor-tea.example', false],
    [preheatUrlList, 'https://shop.harbor-tea.example/static/app.js', true],
    [preheatUrlList, 'https://shop.harbor-tea.example/static/.*\\.js', false],
    [batchNames, 'alpha\nbeta-2', true],
    [batchNames, 'alpha beta', false],
    [cidrList, '203.0.113.0/24\n2001:db8::/48', true],
    [cidrList, '203.0.113.7', false],
    [domainList(), 'shop.harbor-tea.example\nwww.harbor-tea.example', true],
    [domainList(), 'shop.harbor-tea.example\nSHOP.example.com', false],
    [addressList, '203.0.113.7:80\norigin.harbor-tea.example', true],
    [addressList, '203.0.113.7:80\n203.0.113.7:80', false],
  ] as const)('%#: %j → %s', (rule, value, ok) => expect(rule(value) === null).toBe(ok));
});

describe('single values', () => {
  it.each([
    [positive, '30', true],
    [positive, '0', false],
    [positive, '-1', false],
    [intRange(), '3600', true],
    [intRange(), '3601', false],
    [statusCode, '404', true],
    [statusCode, '4040', false],
    [statusCode, '099', false],
    // The product's own codes (spec 9): IP access without a domain, frequency limit, CC protection page.
    [statusCode, '903', true],
    [statusCode, '904', true],
    [statusCode, '929', true],
    [statusCode, '978', true],
    [statusCode, '9x3', false],
    [regex, '^/admin(/.*)?$', true],
    [regex, '(unclosed', false],
    [regex, '(?i)\\.(php|asp)$', true],
    [regex, '(?is)^/admin.*$', true],
    [regex, '(?i)(unclosed', false],
    [regex, '', false],
    [corsOrigin, '*', true],
    [corsOrigin, '{host}', true],
    [corsOrigin, '{host}:8443', true],
    [corsOrigin, 'https://a.example https://b.example', false],
    [corsMaxAge, '86400', true],
    [corsMaxAge, '0', false],
    [weight, '1', true],
    [weight, '100', true],
    [weight, '101', false],
    [l4Port, '1000', true],
    [l4Port, '3306', false],
    [l4Port, '61100', false],
    [prefixUrl, 'https://static.harbor-tea.example/img/', true],
    [prefixUrl, 'https://static.harbor-tea.example/img', false],
    [monitorUrl, 'http://203.0.113.7/health', true],
    [monitorUrl, '{host}/health', true],
    [monitorUrl, 'https://203.0.113.7/health', false],
    [genevaWindow(1), '60', true],
    [genevaWindow(1), '61', false],
    [genevaWindow(2), '1', true],
    [genevaWindow(2), '2', false],
    [certificateDomain, '*.harbor-tea.example', true],
    [certificateDomain, `${'a'.repeat(60)}.example`, false],
    [maxText(), 'x'.repeat(256), true],
    [maxText(), 'x'.repeat(257), false],
  ] as const)('%#: %j → %s', (rule, value, ok) => expect(rule(value) === null).toBe(ok));

  it('tells a port that is not allowed from one that is not open', () => {
    const rule = port({ allowed: (p) => p !== 22, open: (p) => [80, 443].includes(p) });
    expect(rule('')).toBe(MESSAGES.required);
    expect(rule('70000')).toBe(LIST_MESSAGES.port);
    expect(rule('22')).toBe(LIST_MESSAGES.portNotAllowed);
    expect(rule('8080')).toBe(LIST_MESSAGES.portNotOpen);
    expect(rule('443')).toBeNull();
  });

  it('checks files by kind', () => {
    expect(jsonFile({ name: 'dashboard.json', type: 'application/json' })).toBeNull();
    expect(jsonFile({ name: 'dashboard.yaml' })).toBe(LIST_MESSAGES.jsonOnly);
    for (const name of ['a.gif', 'a.png', 'a.jpg', 'a.jpeg', 'a.bmp']) expect(logoFile({ name })).toBeNull();
    expect(logoFile({ name: 'a.svg' })).toBe(LIST_MESSAGES.logoType);
  });
});

describe('messages with literal placeholders', () => {
  it('shows {host} as written', () => {
    expect(text(corsOrigin('https://a.example'))).toBe('Enter * or a single value starting with {host}.');
    expect(text(monitorUrl('ftp://x'))).toBe('Start with http:// or {host}.');
  });
});
