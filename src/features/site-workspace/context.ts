// The site the workspace is showing, for its tabs, and the console it is shown in. The same workspace serves the
// end user's own sites (/user/) and the client's customers' sites (/client/, decision in docs/decisions.md): a tab
// reads the site from here and never names an area or a URL prefix itself.
import { createContext, useContext } from 'react';
import type { UserSite, UserSiteUser } from '../../api/generated/model';
import type { SiteArea, SiteWorkspaceConfig } from './config';

export type { SiteArea } from './config';

export interface SiteContextValue {
  siteId: number;
  site: UserSite;
  /** The console showing the site: `client` when an operator opens one of its customers' sites. */
  area: SiteArea;
  /** What differs between the consoles (the lists of sites and products, texts), from the console's registry. */
  config: SiteWorkspaceConfig;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite outside the site workspace');
  return value;
}

/** The customer who owns the site (its root account), as the operator sees it. */
export const ownerOf = (site: UserSite): UserSiteUser | undefined => site.users.find((u) => u.isRoot);

/** The workspace's path in a console: `sitesSetting/{id}/{name}` (the client's also `/{domainName}`), `?tab=`. */
export function workspacePath(area: SiteArea, siteId: number, siteName: string, options: { tab?: string; domainName?: string } = {}): string {
  const domain = options.domainName ? `/${encodeURIComponent(options.domainName)}` : '';
  const tab = options.tab ? `?tab=${options.tab}` : '';
  return `/${area}/sitesManagement/sitesSetting/${siteId}/${encodeURIComponent(siteName)}${domain}${tab}`;
}

/** The last site opened in the workspace, kept for the session per console (cleared on logout with the other selections). */
export const selectedSiteKey = (area: SiteArea) => `${area}_selectedSite`;
export function rememberSite(area: SiteArea, siteId: number, siteName: string) {
  try {
    sessionStorage.setItem(selectedSiteKey(area), JSON.stringify({ siteId, siteName }));
  } catch {
    // Storage unavailable: the URL still names the site.
  }
}
export function rememberedSite(area: SiteArea): { siteId: number; siteName: string } | null {
  try {
    const raw = sessionStorage.getItem(selectedSiteKey(area));
    return raw ? (JSON.parse(raw) as { siteId: number; siteName: string }) : null;
  } catch {
    return null;
  }
}
