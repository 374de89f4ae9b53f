import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = { id: 'waf', label: msg`WAF`, section: 'security', order: 120, load: () => import('../waf/WafTab') };
