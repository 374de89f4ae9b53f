// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { explainL4LimitConn, explainL4List, explainL4Position } from './explain';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('layer-4 explanations', () => {
  it('black and white lists name the IPs and the port', () => {
    expect(explainL4List('blacklist', { ips: ['198.51.100.200', '198.51.100.201'], port: 27015 })).toBe(
      'Connections from 2 IPs or ranges (198.51.100.200 and 198.51.100.201) to port 27015 will be refused.',
    );
    expect(explainL4List('whitelist', { ips: ['192.0.2.0/28'], enabled: false })).toBe(
      'Connections from 192.0.2.0/28 to any port of the site will always be let through. The entry is switched off for now.',
    );
    expect(explainL4List('blacklist', { ips: [] })).toBeNull();
  });
  it('region entries speak of refused regions and of the only ones let through', () => {
    const name = (code: string) => ({ RU: 'Russia', TW: 'Taiwan', JP: 'Japan' })[code] ?? code;
    expect(explainL4Position({ blackPos: ['RU'], whitePos: [], port: 27015 }, name)).toBe('Connections to port 27015 from Russia will be refused.');
    expect(explainL4Position({ blackPos: [], whitePos: ['TW', 'JP'] }, name)).toBe('Only connections from 2 regions (Taiwan and Japan) may reach the site.');
    expect(explainL4Position({ blackPos: [], whitePos: [] })).toBeNull();
  });
  it('connection limits say how many, for whom and where', () => {
    expect(explainL4LimitConn({ max: 50, port: 27015 })).toBe('Each client IP may hold at most 50 connections at once to port 27015; more are refused.');
    expect(explainL4LimitConn({ max: 1, ips: ['192.0.2.7'] })).toBe('The client 192.0.2.7 may hold at most 1 connection at once to any port of the site; more are refused.');
    expect(explainL4LimitConn({ max: 500, ips: ['192.0.2.0/28', '198.51.100.0/24', '203.0.113.9'], port: 30000 })).toBe(
      'Each client IP of 3 listed IPs or ranges (192.0.2.0/28, 198.51.100.0/24, and 1 more) may hold at most 500 connections at once to port 30000; more are refused.',
    );
  });
});
