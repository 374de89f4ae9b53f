import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = { id: 'domains', label: msg`Domains`, section: 'delivery', order: 10, load: () => import('../domains/DomainsTab') };
