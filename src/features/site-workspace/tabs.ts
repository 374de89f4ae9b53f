// Every tab of the site workspace (spec 2, per-site settings screens), found from tabs/*.tab.ts.
import type { SiteTab } from './tab';

const found = import.meta.glob<SiteTab>('./tabs/*.tab.ts', { eager: true, import: 'tab' });

export const SITE_TABS: readonly SiteTab[] = Object.values(found).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
