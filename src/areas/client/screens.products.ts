import { msg } from '@lingui/core/macro';
import type { Screen } from '../types';

// Products, customers' sites and domains, certificates, traffic plans, system settings, branding.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const productScreens: Screen[] = [
  {
    path: 'sitesManagement/productsList',
    group: 'sitesManagement',
    label: msg`Products`,
    load: () => import('../../features/products/ProductsScreen'),
  },
  {
    path: 'sitesManagement/sitesList',
    group: 'sitesManagement',
    label: msg`Sites`,
    load: () => import('../../features/sites-admin/SitesScreen'),
  },
  {
    path: 'sitesManagement/domains',
    group: 'sitesManagement',
    label: msg`Domains`,
    load: () => import('../../features/sites-admin/DomainsScreen'),
  },
  {
    path: 'sitesManagement/blockList',
    group: 'sitesManagement',
    label: msg`Block list`,
    load: () => import('../../features/blocklist/BlockListPage'),
  },
  {
    path: 'sitesManagement/autoSSLManagement',
    group: 'sitesManagement',
    label: msg`Automatic certificates`,
    load: () => import('../../features/sites-admin/AutoCertificatesScreen'),
  },
  {
    path: 'trafficPkgManagement/trafficPkgList',
    group: 'trafficPkgManagement',
    label: msg`Traffic plans`,
    load: () => import('../../features/traffic/PlansScreen'),
  },
  {
    path: 'trafficPkgManagement/trafficReport',
    group: 'trafficPkgManagement',
    label: msg`Traffic report`,
    load: () => import('../../features/traffic/ReportScreen'),
  },
];
