import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = { id: 'urlRewrite', label: msg`URL rewrite`, section: 'rules', order: 170, load: () => import('../modules/UrlRewriteTab') };
