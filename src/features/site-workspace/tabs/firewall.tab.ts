import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = {
  id: 'firewall',
  label: msg`Firewall`,
  section: 'security',
  order: 100,
  load: () => import('../firewall/FirewallTab'),
};
