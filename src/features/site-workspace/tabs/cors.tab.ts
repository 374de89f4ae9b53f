import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = { id: 'cors', label: msg`CORS`, section: 'rules', order: 160, load: () => import('../modules/CorsTab') };
