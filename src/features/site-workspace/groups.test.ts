// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupTabs, SECTION_ORDER } from './groups';
import { SITE_TABS } from './tabs';
import type { SiteTab } from './tab';

const tab = (id: string, section: SiteTab['section'], order: number): SiteTab => ({ id, section, order, label: { id }, load: async () => ({ default: () => null }) });

describe('the site workspace menu', () => {
  it('puts every tab in exactly one group, in the groups of the menu', () => {
    const groups = groupTabs(SITE_TABS);
    const listed = groups.flatMap((group) => group.tabs.map((each) => each.id));
    expect(listed.sort()).toEqual(SITE_TABS.map((each) => each.id).sort());
    expect(groups.map((group) => group.section)).toEqual(SECTION_ORDER.filter((section) => SITE_TABS.some((each) => each.section === section)));
  });

  it('keeps the order of the tabs inside a group and leaves out an empty group', () => {
    const groups = groupTabs([tab('waf', 'security', 120), tab('domains', 'delivery', 10), tab('firewall', 'security', 100)].sort((a, b) => a.order - b.order));
    expect(groups.map((group) => [group.section, group.tabs.map((each) => each.id)])).toEqual([
      ['delivery', ['domains']],
      ['security', ['firewall', 'waf']],
    ]);
  });
});
