import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = { id: 'cache', label: msg`Cache`, section: 'delivery', order: 50, load: () => import('../settings/CacheTab') };
