import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = { id: 'tokenAuth', label: msg`Token authentication`, section: 'rules', order: 195, load: () => import('../modules/TokenAuthTab') };
