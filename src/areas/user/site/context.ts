// The site the workspace is showing, for its tabs.
import { createContext, useContext } from 'react';
import type { UserSite } from '../../../api/generated/model';

export interface SiteContextValue {
  siteId: number;
  site: UserSite;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite outside the site workspace');
  return value;
}

/** The last site opened in the workspace, kept for the session (cleared on logout with the other selections). */
export const SELECTED_SITE_KEY = 'user_selectedSite';
export function rememberSite(siteId: number, siteName: string) {
  try {
    sessionStorage.setItem(SELECTED_SITE_KEY, JSON.stringify({ siteId, siteName }));
  } catch {
    // Storage unavailable: the URL still names the site.
  }
}
export function rememberedSite(): { siteId: number; siteName: string } | null {
  try {
    const raw = sessionStorage.getItem(SELECTED_SITE_KEY);
    return raw ? (JSON.parse(raw) as { siteId: number; siteName: string }) : null;
  } catch {
    return null;
  }
}
