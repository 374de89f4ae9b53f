// Every tab of the site workspace (spec 2, per-site settings screens), found from tabs/*.tab.ts.
import type { SiteTab } from './tab';

const found = import.meta.glob<SiteTab>('./tabs/*.tab.ts', { eager: true, import: 'tab' });

export const SITE_TABS: readonly SiteTab[] = Object.values(found).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));

/** The tab a page opens: the one asked for (`?tab=`); else, with a domain in the path, the domains tab (which opens
 * that domain); else the first. */
export const tabFor = (asked: string | null, domainInPath: boolean): SiteTab =>
  SITE_TABS.find((each) => each.id === (asked ?? (domainInPath ? 'domains' : null))) ?? SITE_TABS[0]!;
