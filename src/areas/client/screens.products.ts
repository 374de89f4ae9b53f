import { msg } from '@lingui/core/macro';
import type { Screen } from '../../services/screen-types';
import { screen } from '../../services/screen';
import { blockListScreen } from '../shared/screens';

// Products, customers' sites and domains, certificates, traffic plans, system settings, branding.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const productScreens: Screen[] = [
  screen('sitesManagement/productsList', 'sitesManagement', msg`Products`, () => import('../../features/products/ProductsScreen')),
  screen('sitesManagement/sitesList', 'sitesManagement', msg`Sites`, () => import('../../features/sites-admin/SitesScreen')),
  screen('sitesManagement/domains', 'sitesManagement', msg`Domains`, () => import('../../features/sites-admin/DomainsScreen')),
  blockListScreen,
  screen('sitesManagement/autoSSLManagement', 'sitesManagement', msg`Automatic certificates`, () => import('../../features/sites-admin/AutoCertificatesScreen')),
  screen('trafficPkgManagement/trafficPkgList', 'trafficPkgManagement', msg`Traffic plans`, () => import('../../features/traffic/PlansScreen')),
  screen('trafficPkgManagement/trafficReport', 'trafficPkgManagement', msg`Traffic report`, () => import('../../features/traffic/ReportScreen')),
];
