// The site workspace's menu (issue 25): its pages in three groups, in the order an operator sets a site up —
// Delivery (how the site is served), Security (who may reach it), Rules (what is done to its requests). Every
// tab names its group (`section` in tabs/*.tab.ts); a group lists its tabs in their order.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SiteTab, SiteTabSection } from './tab';

export const SECTION_ORDER: readonly SiteTabSection[] = ['delivery', 'security', 'rules'];

export const SECTION_LABEL: Readonly<Record<SiteTabSection, MessageDescriptor>> = {
  delivery: msg({ message: 'Delivery', context: 'site settings group' }),
  security: msg({ message: 'Security', context: 'site settings group' }),
  rules: msg({ message: 'Rules', context: 'site settings group' }),
};

export interface TabGroup {
  section: SiteTabSection;
  tabs: readonly SiteTab[];
}

/** The tabs by group, each group in the menu's order, its tabs in theirs; a group with no tab is left out. */
export function groupTabs(tabs: readonly SiteTab[]): TabGroup[] {
  return SECTION_ORDER.map((section) => ({ section, tabs: tabs.filter((tab) => tab.section === section) })).filter((group) => group.tabs.length > 0);
}
