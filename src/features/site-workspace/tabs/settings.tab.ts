import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = { id: 'settings', label: msg`Settings`, section: 'delivery', order: 40, load: () => import('../settings/SettingsTab') };
