// The few reads of the site workspace that are not the site's own calls and so differ per console: which sites
// it may open, the sites of the same owner (copying domains), and the site's product. The site's own calls
// (`/user/site/{siteId}/…`) are the same in both consoles: the contract accepts the client's token on them.
import { useMemo } from 'react';
import { useClientProductListProducts, useUserProductListProducts } from '../../api/generated/hooks/product/product';
import { useClientSiteListMetaSites, useClientSiteListSites } from '../../api/generated/hooks/client-site/client-site';
import { useUserSiteListMetaSites } from '../../api/generated/hooks/site/site';
import type { UserSite } from '../../api/generated/model';
import { ownerOf, type SiteArea } from './context';

export interface SiteChoice {
  id: number;
  siteName: string;
  portType: string;
}

/** The sites the console may open in the workspace: the end user's own, or every site of the client's customers. */
export function useWorkspaceSites(area: SiteArea, enabled = true) {
  const user = useUserSiteListMetaSites({ query: { enabled: enabled && area === 'user' } });
  const client = useClientSiteListMetaSites({ query: { enabled: enabled && area === 'client' } });
  const query = area === 'user' ? user : client;
  return { sites: query.data?.data as SiteChoice[] | undefined, isPending: query.isPending && enabled, isError: query.isError, refetch: query.refetch };
}

/** Every site of the site's owner (domains are copied only between sites of one owner). */
export function useOwnerSites(area: SiteArea, site: UserSite): SiteChoice[] {
  const user = useUserSiteListMetaSites({ query: { enabled: area === 'user' } });
  // The client's list has no owner filter: one page of every site, kept to the owner's.
  const client = useClientSiteListSites({ page: 1, pageSize: 5000 }, { query: { enabled: area === 'client' } });
  const owner = ownerOf(site)?.id;
  return useMemo(() => {
    if (area === 'user') return user.data?.data ?? [];
    return (client.data?.data ?? []).filter((s) => owner !== undefined && s.users.some((u) => u.id === owner));
  }, [area, user.data, client.data, owner]);
}

/** What the site's product allows: the domain lock and automatic certificates (unknown while loading). */
export function useSiteProduct(area: SiteArea, site: UserSite): { lockDomain?: boolean; autoSSL?: boolean } | undefined {
  const user = useUserProductListProducts({ page: 1, pageSize: 1, productIDs: [site.productID] }, { query: { enabled: area === 'user' } });
  const client = useClientProductListProducts(
    { page: 1, pageSize: 100, productName: site.productName ?? undefined },
    { query: { enabled: area === 'client' } },
  );
  if (area === 'user') return user.data?.data[0];
  return client.data?.data.find((p) => p.id === site.productID);
}
