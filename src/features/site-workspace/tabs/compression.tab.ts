import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = { id: 'compress', label: msg`Compression`, section: 'delivery', order: 70, load: () => import('../settings/CompressionTab') };
