import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = { id: 'proxyRewrite', label: msg`Proxy rewrite`, section: 'rules', order: 180, load: () => import('../modules/ProxyRewriteTab') };
