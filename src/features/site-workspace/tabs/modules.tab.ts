import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = { id: 'modules', label: msg`Modules`, section: 'rules', order: 150, load: () => import('../modules/ModulesOverviewTab') };
