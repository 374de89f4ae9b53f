import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = { id: 'dns', label: msg`Site DNS`, section: 'delivery', order: 90, load: () => import('../settings/SiteDnsTab') };
