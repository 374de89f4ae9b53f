import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = { id: 'customHeaders', label: msg`Custom headers`, section: 'rules', order: 185, load: () => import('../modules/CustomHeadersTab') };
