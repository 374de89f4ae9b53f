import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = {
  id: 'domains',
  label: msg`Domains`,
  section: 'delivery',
  order: 10,
  load: () => import('../domains/DomainsTab'),
  // The first page of domains and the account's limits (the add button). The tags to filter by are the filter's own
  // read (domains/tags.tsx).
  reads: (siteId) => [`/user/site/${siteId}/domains?page=1&pageSize=10`, '/user/resourceInfo'],
  // Whether the product locks the site's domains, and allows automatic certificates.
  readsProduct: true,
};
