// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRuleFile, RULE_FILE_FORMAT, ruleFileName, ruleFileText } from './rule-file';

const check = (rule: unknown) => (typeof (rule as { ip?: unknown }).ip === 'string' ? null : 'no ip');

describe('rule files', () => {
  it('round-trips what it exports', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ ip: fc.ipV4(), memo: fc.string() }), { minLength: 1, maxLength: 50 }), (rules) => {
        const parsed = parseRuleFile(ruleFileText('firewall.blacklist', rules, { site: 'a' }), 'firewall.blacklist', check);
        expect(parsed).toEqual({ ok: true, rules });
      }),
    );
  });

  it.each([
    ['not JSON', 'ip,1.1.1.1', 'The file is not valid JSON.'],
    ['another format', JSON.stringify({ rules: [] }), 'This is not a rule file exported from this console.'],
    ['another kind', JSON.stringify({ format: RULE_FILE_FORMAT, version: 1, kind: 'waf', rules: [{ ip: '1.1.1.1' }] }), 'another kind'],
    ['a future version', JSON.stringify({ format: RULE_FILE_FORMAT, version: 9, kind: 'firewall.blacklist', rules: [{ ip: '1.1.1.1' }] }), 'not supported'],
    ['no rules', JSON.stringify({ format: RULE_FILE_FORMAT, version: 1, kind: 'firewall.blacklist', rules: [] }), 'no rules'],
    ['one bad rule', JSON.stringify({ format: RULE_FILE_FORMAT, version: 1, kind: 'firewall.blacklist', rules: [{ ip: '1.1.1.1' }, {}] }), 'Rule {number}'],
  ])('refuses %s as a whole', (_name, text, expected) => {
    const parsed = parseRuleFile(text, 'firewall.blacklist', check);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem.message).toContain(expected);
  });

  it('names files after the site, the kind and the day', () => {
    expect(ruleFileName('firewall.blacklist', 'www.harbor tea', new Date('2026-11-26T10:00:00Z'))).toBe('www.harbor_tea-firewall.blacklist-2026-11-26.json');
  });
});
