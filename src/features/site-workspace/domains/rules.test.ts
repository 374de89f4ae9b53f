// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../validation/form';
import {
  asciiName,
  batchLinesRule,
  convertedNames,
  domainLinesRule,
  namesOf,
  originLinesRule,
  parseOrigin,
  portListRule,
  portsOf,
  removableNamesRule,
  splitBatchLine,
  upstreamsOf,
} from './rules';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
const text = (result: ReturnType<ReturnType<typeof domainLinesRule>>) => (result ? translate(result) : null);

describe('domain names one a line', () => {
  it('accepts domains, IPs, punycode and internationalised names', () => {
    expect(text(domainLinesRule(false)('shop.example.com\n203.0.113.9\n2001:db8::1\nxn--fiq228c.example\n茶葉.example'))).toBeNull();
    expect(namesOf('茶葉.example\nwww.example.com')).toEqual([asciiName('茶葉.example'), 'www.example.com']);
    expect(asciiName('茶葉.example')).toMatch(/^xn--[a-z0-9-]+\.example$/);
    expect(convertedNames('a.example\n茶葉.example')).toEqual([{ typed: '茶葉.example', sent: asciiName('茶葉.example') }]);
  });

  it('takes wildcards only when asked', () => {
    expect(text(domainLinesRule(false)('*.example.com'))).toBe('Line 1: This is not a valid domain.');
    expect(text(domainLinesRule(true)('*.example.com'))).toBeNull();
    expect(asciiName('*.茶葉.example')).toMatch(/^\*\.xn--/);
  });

  it('names the first bad line: uppercase, top-level part, underscore in the second level, duplicates', () => {
    expect(text(domainLinesRule(false)(''))).toBe('This field is required.');
    expect(text(domainLinesRule(false)('a.example.com\nShop.example.com'))).toBe('Line 2: Use lowercase letters only.');
    expect(text(domainLinesRule(false)('a.example.c0m'))).toMatch(/^Line 1: The top-level part/);
    expect(text(domainLinesRule(false)('a.ex_ample.com'))).toMatch(/^Line 1: The second-level part/);
    expect(text(domainLinesRule(false)('my_host.example.com'))).toBeNull();
    expect(text(domainLinesRule(false)('a.example.com\n\n  a.example.com  '))).toBe('Line 2: This domain is listed twice.');
    expect(text(domainLinesRule(false)('xn--fiq228c.example\n茶.example'))).toBeNull();
  });
});

describe('origins', () => {
  it('parses host, host:port, IPv4, IPv6 and [IPv6]:port', () => {
    expect(parseOrigin('origin.example.com')).toEqual({ host: 'origin.example.com' });
    expect(parseOrigin('203.0.113.10:8080')).toEqual({ host: '203.0.113.10', port: 8080 });
    expect(parseOrigin('2001:db8::1')).toEqual({ host: '2001:db8::1' });
    expect(parseOrigin('[2001:db8::1]:8443')).toEqual({ host: '2001:db8::1', port: 8443 });
    expect(parseOrigin('203.0.113.10:70000')).toBeNull();
    expect(parseOrigin('http://origin.example.com')).toBeNull();
    expect(parseOrigin('bad host')).toBeNull();
  });

  it('checks lines: required, valid, none twice', () => {
    expect(text(originLinesRule(''))).toBe('This field is required.');
    expect(text(originLinesRule('203.0.113.10\norigin.example.com:8080'))).toBeNull();
    expect(text(originLinesRule('203.0.113.10\n<img src=x>'))).toMatch(/^Line 2: Enter a host name or an IP address/);
    expect(text(originLinesRule('203.0.113.10:80\n203.0.113.10:80'))).toBe('Line 2: The same origin is listed twice.');
  });

  it('becomes upstreams with the default ports of the protocol', () => {
    expect(upstreamsOf(['203.0.113.10', 'o.example.com:8080'], 'http')).toEqual([
      { host: '203.0.113.10', port: 80, weight: 1, protocol: 'http', enabled: true },
      { host: 'o.example.com', port: 8080, weight: 1, protocol: 'http', enabled: true },
    ]);
    expect(upstreamsOf(['203.0.113.10'], 'https')[0]!.port).toBe(443);
    expect(upstreamsOf(['203.0.113.10'], 'follow')[0]).toEqual({ host: '203.0.113.10', weight: 1, protocol: 'follow', enabled: true });
  });
});

describe('batch lines', () => {
  it('are a name then its origins', () => {
    expect(splitBatchLine('a.example.com 203.0.113.1:8080, 203.0.113.2')).toEqual({ name: 'a.example.com', origins: ['203.0.113.1:8080', '203.0.113.2'] });
    expect(text(batchLinesRule(false)('a.example.com 203.0.113.1\nb.example.com o.example.com:81 203.0.113.2'))).toBeNull();
    expect(text(batchLinesRule(false)('a.example.com'))).toBe('Line 1: Give the domain at least one origin after its name.');
    expect(text(batchLinesRule(false)('a.example.com 203.0.113.1\na.example.com 203.0.113.2'))).toBe('Line 2: This domain is listed twice.');
    expect(text(batchLinesRule(false)('a.example.com 1.2.3.4:99999'))).toMatch(/^Line 1: Enter a host name/);
  });
});

describe('ports and removal', () => {
  it('reads port lists', () => {
    expect(text(portListRule('80, 8080'))).toBeNull();
    expect(text(portListRule(''))).toBeNull();
    expect(text(portListRule('80, http'))).toBe('Enter ports from 1 to 65535, separated by commas.');
    expect(portsOf('80, 8080 80')).toEqual([80, 8080]);
  });

  it('names unknown and enabled domains before anything is removed', () => {
    const known = new Map([
      ['a.example.com', { status: 0 }],
      ['b.example.com', { status: 1 }],
    ]);
    expect(text(removableNamesRule(known)('a.example.com'))).toBeNull();
    expect(text(removableNamesRule(known)('a.example.com\nc.example.com'))).toBe('Line 2: This is not a domain of this site.');
    expect(text(removableNamesRule(known)('b.example.com'))).toBe('Line 1: This domain is enabled: disable it before removing it.');
    expect(text(removableNamesRule(null)('c.example.com'))).toBeNull();
  });
});
