// What differs between the consoles the site workspace serves (issue 27): the end user's own sites and, in the client
// console, its customers' sites (decision in docs/decisions.md). Each console's registry gives its own configuration
// (src/areas/<area>/site-workspace.tsx); the workspace and its tabs never name a console.
import type { MessageDescriptor } from '@lingui/core';
import type { UserSite } from '../../api/generated/model';

/** The consoles the workspace serves. */
export type SiteArea = 'user' | 'client';

export interface SiteChoice {
  id: number;
  siteName: string;
  portType: string;
}

export interface SiteWorkspaceConfig {
  /** The console, for the workspace's own paths (`/{area}/sitesManagement/sitesSetting/…`). */
  area: SiteArea;
  /** Where "back to the sites" goes: the console's sites list. */
  sitesListPath: string;
  /** An operator looking at a customer's site: the way back is above the title and the site's owner is named. */
  showsOwner: boolean;
  texts: {
    /** The title when the console has no site to open, and what tells how one comes. */
    noSites: MessageDescriptor;
    noSitesHint: MessageDescriptor;
    backToSites: MessageDescriptor;
  };
  /** The sites the console may open in the workspace (the site picker; the first one opens without a site in the path). */
  useSites(enabled?: boolean): { sites: SiteChoice[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Every site of the site's owner (domains are copied only between sites of one owner). */
  useOwnerSites(site: UserSite): SiteChoice[];
  /** What the site's product allows: the domain lock and automatic certificates (unknown while loading). */
  useSiteProduct(site: UserSite): { lockDomain?: boolean; autoSSL?: boolean } | undefined;
}
