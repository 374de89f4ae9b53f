import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = { id: 'l4Protection', label: msg`Layer-4 protection`, section: 'security', order: 200, load: () => import('../l4-protection/L4ProtectionTab') };
