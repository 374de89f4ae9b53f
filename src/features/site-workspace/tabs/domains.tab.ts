import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = {
  id: 'domains',
  label: msg`Domains`,
  section: 'delivery',
  order: 10,
  load: () => import('../domains/DomainsTab'),
  // The first page of domains and the account's limits (the add button). Not the tags to filter by: a part drawn once
  // the site has arrived reads them again (an answer taken early is already stale to it).
  reads: (siteId) => [`/user/site/${siteId}/domains?page=1&pageSize=10`, '/user/resourceInfo'],
};
