// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { explainAdvanceRule, explainPositions } from './explain';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('explainAdvanceRule', () => {
  it('names the lists in the order they run', () => {
    expect(explainAdvanceRule({ type: 'url', rule: '/checkout', ruleModules: ['whitelist', 'blacklist', 'anticc'] })).toBe(
      'Requests to /checkout and below are checked by 3 firewall lists, in this order: Whitelist → Blacklist → Anti-CC.',
    );
  });
  it('speaks of the whole site for / and of a pattern for expressions', () => {
    expect(explainAdvanceRule({ type: 'url', rule: '/', ruleModules: ['geo'] })).toBe('Requests to any path of the site are checked by the Regions list only.');
    expect(explainAdvanceRule({ type: 'regex', rule: '^/api/', ruleModules: ['limitReq'] })).toBe('Requests whose path matches ^/api/ are checked by the Rate limits list only.');
  });
  it('says when no list runs, and nothing without a URL', () => {
    expect(explainAdvanceRule({ type: 'url', rule: '/static', ruleModules: [] })).toBe('Requests to /static and below pass without any firewall list.');
    expect(explainAdvanceRule({ type: 'url', rule: ' ', ruleModules: ['geo'] })).toBeNull();
  });
});

describe('explainPositions', () => {
  const names: Record<string, string> = { RU: 'Russia', JP: 'Japan', KR: 'South Korea', CN: 'China', 'TW-TPE': 'Taipei, Taiwan' };
  const name = (code: string) => names[code] ?? code;
  it('lists blocked regions with their count', () => {
    expect(explainPositions({ isBlack: true, positions: ['JP', 'KR', 'CN'], urlRegex: '^/admin', blockType: 'refuse' }, name)).toBe(
      'Requests to paths matching ^/admin from 3 regions (Japan, South Korea, and China) will be refused.',
    );
    expect(explainPositions({ isBlack: true, positions: ['RU'], blockType: 'refuse' }, name)).toBe('Requests to the site from Russia will be refused.');
  });
  it('turns a whitelist around and shortens long lists', () => {
    expect(explainPositions({ isBlack: false, positions: ['JP', 'KR', 'CN', 'RU', 'TW-TPE'], blockType: 'continue' }, name)).toBe(
      'Requests to the site from anywhere but these 5 regions (Japan, South Korea, China, and 2 more) will be passed on to the next rule.',
    );
  });
  it('says an empty rule does nothing', () => {
    expect(explainPositions({ isBlack: true, positions: [], blockType: 'refuse' })).toBe('No region is listed, so this rule does nothing.');
  });
});
