// The end user's site workspace: the user's own sites (the same workspace serves the client console: ../client/).
import { msg } from '@lingui/core/macro';
import { useUserProductListProducts } from '../../api/generated/hooks/product/product';
import { useUserSiteListMetaSites } from '../../api/generated/hooks/site/site';
import type { SiteChoice, SiteWorkspaceConfig } from '../../features/site-workspace/config';
import { SiteWorkspace } from '../../features/site-workspace/SiteWorkspace';

function useSites(enabled = true) {
  const query = useUserSiteListMetaSites({ query: { enabled } });
  return { sites: query.data?.data as SiteChoice[] | undefined, isPending: query.isPending && enabled, isError: query.isError, refetch: query.refetch };
}

const config: SiteWorkspaceConfig = {
  area: 'user',
  sitesListPath: '/user/sitesManagement/sitesList',
  showsOwner: false,
  texts: {
    noSites: msg`You have no sites yet`,
    noSitesHint: msg`Your service provider creates sites for you. Once one exists, its settings are here.`,
    backToSites: msg`Back to the sites`,
  },
  useSites,
  // Every site of the user is the owner's.
  useOwnerSites: () => useSites().sites ?? [],
  useSiteProduct: (site) => useUserProductListProducts({ page: 1, pageSize: 1, productIDs: [site.productID] }).data?.data[0],
};

export function Component() {
  return <SiteWorkspace config={config} />;
}
