import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = { id: 'ports', label: msg`Layer-4 ports`, section: 'delivery', order: 20, load: () => import('../ports/PortsTab') };
