import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = {
  id: 'advancedFirewall',
  label: msg`Advanced firewall`,
  section: 'security',
  order: 110,
  load: () => import('../advanced-firewall/AdvancedFirewallTab'),
};
