// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WafDefaultRule } from '../../../api/generated/model';
import { explainWafModule } from './explain';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const RULES: WafDefaultRule[] = [
  { id: 1, category: 'sqli', name: 'SQL injection: tautologies' },
  { id: 2, category: 'sqli', name: 'SQL injection: UNION queries' },
  { id: 4, category: 'xss', name: 'Cross-site scripting: script tags' },
  { id: 6, category: 'rce', name: 'Remote command execution' },
  { id: 13, category: 'protocol', name: 'Protocol violations' },
  { id: 99, category: 'new-class', name: 'Something new' },
];

describe('explainWafModule', () => {
  it('counts the rules, names their attack classes once and says what happens', () => {
    expect(explainWafModule({ ruleIDs: [1, 2, 4], blockType: 'refuse', domainIDs: [1, 2] }, RULES)).toBe(
      'Requests to the 2 domains of this module matching any of 3 rules (SQL injection and cross-site scripting) will be refused.',
    );
  });
  it('speaks of one rule and of a module not bound yet', () => {
    expect(explainWafModule({ ruleIDs: [13], blockType: 'continue' }, RULES)).toBe(
      'Once the module is bound to domains, requests matching 1 rule (protocol attacks) will be logged and passed on to the next rule.',
    );
  });
  it('shortens long lists and keeps unknown classes as they are', () => {
    expect(explainWafModule({ ruleIDs: [1, 4, 6, 13, 99], blockType: 'accept', domainIDs: [7] }, RULES)).toBe(
      'Requests to the 1 domain of this module matching any of 5 rules (SQL injection, cross-site scripting, remote code execution, and 2 more) will be let through without further checks.',
    );
  });
  it('warns when no rule is chosen', () => {
    expect(explainWafModule({ ruleIDs: [], blockType: 'refuse' }, RULES)).toBe('No rule is chosen: the module lets every request through.');
  });
});
