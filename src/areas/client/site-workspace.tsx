// The client console's site workspace: the sites of the client's customers, opened in the end user's workspace
// (decision in docs/decisions.md); the site's own calls are the same, the lists of sites and products are the client's.
import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import { useClientProductListProducts } from '../../api/generated/hooks/product/product';
import { useClientSiteListMetaSites, useClientSiteListSites } from '../../api/generated/hooks/client-site/client-site';
import type { UserSite } from '../../api/generated/model';
import { ownerOf } from '../../features/site-workspace/context';
import type { SiteChoice, SiteWorkspaceConfig } from '../../features/site-workspace/config';
import { SiteWorkspace } from '../../features/site-workspace/SiteWorkspace';

function useOwnerSites(site: UserSite): SiteChoice[] {
  // The client's list has no owner filter: one page of every site, kept to the owner's.
  const client = useClientSiteListSites({ page: 1, pageSize: 5000 });
  const owner = ownerOf(site)?.id;
  return useMemo(() => (client.data?.data ?? []).filter((s) => owner !== undefined && s.users.some((u) => u.id === owner)), [client.data, owner]);
}

function useSiteProduct(site: UserSite) {
  const products = useClientProductListProducts({ page: 1, pageSize: 100, productName: site.productName ?? undefined });
  return products.data?.data.find((p) => p.id === site.productID);
}

const config: SiteWorkspaceConfig = {
  area: 'client',
  sitesListPath: '/client/sitesManagement/sitesList',
  showsOwner: true,
  texts: {
    noSites: msg`Your customers have no sites yet`,
    noSitesHint: msg`Once a site is created for one of your customers, its settings are here.`,
    backToSites: msg`Back to your customers' sites`,
  },
  useSites(enabled = true) {
    const query = useClientSiteListMetaSites({ query: { enabled } });
    return { sites: query.data?.data as SiteChoice[] | undefined, isPending: query.isPending && enabled, isError: query.isError, refetch: query.refetch };
  },
  useOwnerSites,
  useSiteProduct,
};

export function Component() {
  return <SiteWorkspace config={config} />;
}
