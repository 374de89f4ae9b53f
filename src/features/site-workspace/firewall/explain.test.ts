import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ExplainContext,
  explainAbuseIp,
  explainAnticc,
  explainAntiHeader,
  explainFrequency,
  explainGeo,
  explainIpList,
  explainLimitReq,
  explainUserAgent,
  listPhrase,
  NO_CONTEXT,
  scopePhrase,
} from './explain';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const context: ExplainContext = {
  regionName: (id) => ({ 102: 'Japan', 105: 'South Korea', 106: 'China', 101: 'Taiwan' })[id],
  preset: (id) => (id === 5 ? { seconds: 300, times: 30 } : id === 9 ? { seconds: 1, times: 1 } : undefined),
};

describe('phrases', () => {
  it('lists up to three items, then says how many more', () => {
    expect(listPhrase(['a'])).toBe('a');
    expect(listPhrase(['a', 'b', 'c'])).toBe('a, b, and c');
    expect(listPhrase(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c and 2 more');
    expect(listPhrase(['GET', 'POST'], 'disjunction')).toBe('GET or POST');
  });

  it('names the URL expression and the methods, and says nothing of methods when all are chosen', () => {
    expect(scopePhrase({})).toBe('to any URL');
    expect(scopePhrase({ urlRegex: '^/' })).toBe('to any URL');
    expect(scopePhrase({ urlRegex: ' ^/admin ' })).toBe('to URLs matching ^/admin');
    expect(scopePhrase({ methodValues: ['POST', 'other'] })).toBe('to any URL with POST or other methods');
    expect(scopePhrase({ urlRegex: '^/a', methodValues: ['GET', 'POST', 'DELETE', 'PUT', 'HEAD', 'PATCH', 'OPTIONS', 'other'] })).toBe('to URLs matching ^/a');
  });
});

describe('explain', () => {
  it('IP lists: counts the IPs (one or many), names them, and says what happens', () => {
    expect(explainIpList({ ips: [] })).toBeNull();
    expect(explainIpList({ ips: ['203.0.113.7'], blockType: 'refuse' })).toBe('Requests from 1 IP (203.0.113.7) to any URL will be refused.');
    expect(explainIpList({ ips: ['192.0.2.1', '192.0.2.2'], blockType: 'accept', urlRegex: '^/api/', methodValues: ['POST'] })).toBe(
      'Requests from 2 IPs (192.0.2.1 and 192.0.2.2) to URLs matching ^/api/ with POST will be let through without further checks.',
    );
    expect(explainIpList({ ips: ['0.0.0.0/0'], blockType: 'continue', urlRegex: '^/x' })).toBe('Requests from any IP to URLs matching ^/x will go on to the next rule.');
    expect(explainIpList({ ips: ['192.0.2.1'], enabled: false })).toBe(
      'Requests from 1 IP (192.0.2.1) to any URL will be refused. The rule is off: it does nothing until it is turned on.',
    );
  });

  it('regions: blocking names the regions; allowing also says the others are refused', () => {
    expect(explainGeo({ isBlack: true, geoIDs: [] }, context)).toBeNull();
    expect(explainGeo({ isBlack: true, geoIDs: [102, 105, 106], urlRegex: '^/admin', blockType: 'refuse' }, context)).toBe(
      'Requests from 3 regions (Japan, South Korea, and China) to URLs matching ^/admin will be refused.',
    );
    expect(explainGeo({ isBlack: false, geoIDs: [101], blockType: 'accept' }, context)).toBe(
      'Requests from 1 region (Taiwan) to any URL will be let through without further checks; requests from other regions to any URL will be refused.',
    );
    expect(explainGeo({ isBlack: true, geoIDs: [999] }, NO_CONTEXT)).toBe('Requests from 1 region (#999) to any URL will be refused.');
  });

  it('anti-CC: the trigger rate of the preset and the challenge', () => {
    expect(explainAnticc({ urlRegex: '^/login' }, context)).toBeNull();
    expect(explainAnticc({ urlRegex: '^/login', protectMode: 5, frequency: 5 }, context)).toBe(
      'An IP that sends more than 30 requests in 300 seconds to URLs matching ^/login will have to solve the slider captcha.',
    );
    expect(explainAnticc({ protectMode: 1, frequency: 9 }, context)).toBe('An IP that sends more than 1 request in 1 second to any URL will get the five-second shield.');
    expect(explainAnticc({ protectMode: 3, frequency: 77 }, context)).toBe('Visitors who send requests too fast to any URL will have to click to verify.');
  });

  it('frequency: the window, the count and the action or challenge', () => {
    expect(explainFrequency({ seconds: 0, times: 3 })).toBeNull();
    expect(explainFrequency({ seconds: 10, times: 30, urlRegex: '^/search', blockType: 'refuse' })).toBe(
      'An IP that sends more than 30 requests in 10 seconds to URLs matching ^/search will be refused.',
    );
    expect(explainFrequency({ seconds: 60, times: 5, protectMode: 2 })).toBe('An IP that sends more than 5 requests in 60 seconds to any URL will have to enter a code.');
  });

  it('rate limits: per IP or per URL, with or without a queue', () => {
    expect(explainLimitReq({})).toBeNull();
    expect(explainLimitReq({ type: 'ip', rate: 20, burst: 40, delay: 10 })).toBe(
      'Each IP may send at most 20 requests a second to any URL; up to 40 more wait in a queue (10 of them are served at once) and the rest are refused.',
    );
    expect(explainLimitReq({ type: 'url', rate: 1, burst: 0, urlRegex: '^/api/' })).toBe('Each URL gets at most 1 request a second to URLs matching ^/api/; the rest are refused.');
  });

  it('user agents and headers', () => {
    expect(explainUserAgent({ userAgentRegex: '  ' })).toBeNull();
    expect(explainUserAgent({ userAgentRegex: 'sqlmap|nikto', blockType: 'refuse' })).toBe('Requests whose user agent matches sqlmap|nikto to any URL will be refused.');
    expect(explainAntiHeader({ type: 'Referer', regex: 'spam\\.example', isBlack: true })).toBe(
      'Requests whose Referer header matches spam\\.example to any URL will be refused.',
    );
    expect(explainAntiHeader({ type: 'Referer', regex: '^https://shop', isBlack: false, urlRegex: '^/img' })).toBe(
      'Requests whose Referer header does not match ^https://shop to URLs matching ^/img will be refused.',
    );
    expect(explainAntiHeader({ type: 'Referer' })).toBeNull();
  });

  it('IP trust: how many IPs the threshold filters, and the challenge when one is set', () => {
    expect(explainAbuseIp({})).toBeNull();
    expect(explainAbuseIp({ score: 75, blockType: 'refuse' })).toBe('Requests from the about 100,000 IPs with a risk score of 75 or more to any URL will be refused.');
    expect(explainAbuseIp({ score: 25, blockType: 'continue', protectMode: 4, urlRegex: '^/checkout' })).toBe(
      'Requests from the about 500,000 IPs with a risk score of 25 or more to URLs matching ^/checkout will be redirected.',
    );
  });

  it('hostile text stays text (the sentence is plain; React renders it as text)', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    expect(explainUserAgent({ userAgentRegex: hostile })).toContain(hostile);
  });
});
