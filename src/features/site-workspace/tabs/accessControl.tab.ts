import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = { id: 'accessControl', label: msg`Access control`, section: 'security', order: 130, load: () => import('../access-control/AccessControlTab') };
