import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = { id: 'certificates', label: msg`Certificates`, section: 'delivery', order: 30, load: () => import('../certificates/CertificatesTab') };
