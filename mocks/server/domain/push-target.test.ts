// The one address check for outbound targets (issue 24, item 6): every spelling of an internal address that an
// attacker's probe used, every special-purpose range, and public addresses that must pass.
import { afterEach, describe, expect, it } from 'vitest';
import { checkOutboundHost, checkPushTarget, internalHostReason, internalTargetReason, isInternalTarget } from './push-target.ts';

const INTERNAL: [string, string][] = [
  // The probe's spellings (item 6).
  ['http://[::ffff:127.0.0.1]/x', 'loopback'],
  ['http://[::ffff:169.254.169.254]/latest/meta-data', 'linkLocal'],
  ['http://[::127.0.0.1]/x', 'loopback'],
  ['http://[64:ff9b::a9fe:a9fe]/x', 'linkLocal'],
  ['http://[0:0:0:0:0:ffff:7f00:1]/x', 'loopback'],
  ['http://LOCALHOST./x', 'localhost'],
  // Other spellings the URL parser normalises.
  ['http://localhost/x', 'localhost'],
  ['http://LocalHost../x', 'localhost'],
  ['http://api.localhost/x', 'localhost'],
  ['http://API.LOCALHOST./x', 'localhost'],
  ['http://%6c%6f%63%61%6c%68%6f%73%74/x', 'localhost'],
  ['http://ｌｏｃａｌｈｏｓｔ/x', 'localhost'],
  ['http://127.0.0.1:8080/x', 'loopback'],
  ['http://127.1/x', 'loopback'],
  ['http://0x7f.0.0.1/x', 'loopback'],
  ['http://0177.0.0.1/x', 'loopback'],
  ['http://2130706433/x', 'loopback'],
  ['http://127.0.0.1./x', 'loopback'],
  ['http://[::1]/x', 'loopback'],
  ['http://[0:0:0:0:0:0:0:1]/x', 'loopback'],
  ['http://[::]/x', 'unspecified'],
  ['http://0.0.0.0/x', 'unspecified'],
  ['http://0/x', 'unspecified'],
  ['http://[::ffff:0:7f00:1]/x', 'loopback'], // IPv4-translated (RFC 6145)
  ['http://[::ffff:a00:5]/x', 'private'],
  ['http://[64:ff9b::10.0.0.1]/x', 'private'],
  ['http://[64:ff9b:1::a9fe:a9fe]/x', 'rfc6052'], // local-use NAT64 (RFC 8215)
  ['http://[2002:7f00:1::]/x', '6to4'],
  ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/x', 'teredo'],
  // IPv4 special-purpose ranges.
  ['http://10.0.0.5/x', 'private'],
  ['http://172.16.0.1/x', 'private'],
  ['http://172.31.255.255/x', 'private'],
  ['http://192.168.1.1/x', 'private'],
  ['http://169.254.169.254/latest', 'linkLocal'],
  ['http://100.64.0.1/x', 'carrierGradeNat'],
  ['http://100.127.255.254/x', 'carrierGradeNat'],
  ['http://198.18.0.1/x', 'reserved'], // benchmarking 198.18/15
  ['http://198.19.255.1/x', 'reserved'],
  ['http://192.0.2.10/x', 'reserved'], // documentation
  ['http://198.51.100.7/x', 'reserved'],
  ['http://203.0.113.9/x', 'reserved'],
  ['http://192.0.0.8/x', 'reserved'], // IETF protocol assignments
  ['http://224.0.0.1/x', 'multicast'],
  ['http://239.255.255.250/x', 'multicast'],
  ['http://255.255.255.255/x', 'broadcast'],
  ['http://240.0.0.1/x', 'reserved'],
  // IPv6 special-purpose ranges.
  ['http://[fe80::1]/x', 'linkLocal'],
  ['http://[fc00::1]/x', 'uniqueLocal'],
  ['http://[fd12:3456::1]/x', 'uniqueLocal'],
  ['http://[fec0::1]/x', 'deprecatedSiteLocal'],
  ['http://[ff02::1]/x', 'multicast'],
  ['http://[2001:2::1]/x', 'benchmarking'],
  ['http://[2001:db8::1]/x', 'reserved'], // documentation
  ['http://[3fff::1]/x', 'reserved'], // documentation (RFC 9637)
  ['http://[100::1]/x', 'discard'],
];

const PUBLIC = [
  'https://logs.harbor-tea.example/in',
  'https://siem.example.com:8443/hec',
  'http://8.8.8.8/x',
  'http://1.1.1.1/x',
  'http://172.32.0.1/x',
  'http://100.128.0.1/x',
  'http://198.20.0.1/x',
  'http://[2606:4700:4700::1111]/x',
  'http://[2001:4860:4860::8888]/x',
  'http://[::ffff:8.8.8.8]/x',
  'http://[64:ff9b::808:808]/x',
  'http://localhost.example.com/x',
  'http://mylocalhost/x',
];

afterEach(() => {
  delete process.env.PARAPET_PUSH_PRIVATE;
});

describe('outbound address check', () => {
  it.each(INTERNAL)('refuses %s (%s)', (url, range) => {
    expect(internalTargetReason(url)).toBe(range);
    expect(isInternalTarget(url)).toBe(true);
    expect(() => checkPushTarget(url)).toThrow();
  });

  it.each(PUBLIC)('lets %s pass', (url) => {
    expect(internalTargetReason(url)).toBeNull();
    expect(() => checkPushTarget(url)).not.toThrow();
  });

  it('refuses what is not an http(s) URL, whatever the opt-in', () => {
    process.env.PARAPET_PUSH_PRIVATE = '1';
    for (const url of ['ftp://logs.example/x', 'gopher://127.0.0.1/x', 'not a url', 'file:///etc/passwd']) {
      expect(() => checkPushTarget(url)).toThrow();
    }
  });

  it('judges a bare relay host (SMTP) with the same rules, bracketed or not', () => {
    for (const [host, range] of [
      ['127.0.0.1', 'loopback'],
      ['::1', 'loopback'],
      ['[::ffff:127.0.0.1]', 'loopback'],
      ['::ffff:169.254.169.254', 'linkLocal'],
      ['64:ff9b::a9fe:a9fe', 'linkLocal'],
      ['LOCALHOST.', 'localhost'],
      ['0x7f.1', 'loopback'],
      ['10.1.2.3', 'private'],
    ] as const) {
      expect(internalHostReason(host), host).toBe(range);
      expect(() => checkOutboundHost(host)).toThrow();
    }
    for (const host of ['smtp.harbor-tea.example', '8.8.8.8', '2606:4700:4700::1111']) {
      expect(internalHostReason(host), host).toBeNull();
      expect(() => checkOutboundHost(host)).not.toThrow();
    }
  });

  it('lets the operator allow internal targets with PARAPET_PUSH_PRIVATE=1', () => {
    expect(() => checkPushTarget('http://[::ffff:10.0.0.5]/x')).toThrow();
    expect(() => checkOutboundHost('10.0.0.5')).toThrow();
    process.env.PARAPET_PUSH_PRIVATE = '1';
    expect(() => checkPushTarget('http://[::ffff:10.0.0.5]/x')).not.toThrow();
    expect(() => checkOutboundHost('10.0.0.5')).not.toThrow();
  });
});
