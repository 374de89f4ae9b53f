import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = { id: 'errorPages', label: msg`Error pages`, section: 'delivery', order: 80, load: () => import('../settings/ErrorPagesTab') };
