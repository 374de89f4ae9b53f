import { msg } from '@lingui/core/macro';
import type { Screen } from '../types';

// System management: system settings, CNAME, error pages, predefined settings.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const systemScreens: Screen[] = [
  {
    // Tabs in `?tab=`: general, certificates, logs, nodes, backup, notifications, status.
    path: 'systemManagement/systemSetting',
    group: 'systemManagement',
    label: msg`System settings`,
    load: () => import('../../features/system-settings/SystemSettingScreen'),
  },
  {
    path: 'systemManagement/cname',
    group: 'systemManagement',
    label: msg`CNAME settings`,
    load: () => import('../../features/system-settings/CnameScreen'),
  },
  {
    path: 'systemManagement/errorSetting',
    group: 'systemManagement',
    label: msg`Error pages`,
    load: () => import('../../features/system-settings/ErrorPagesScreen'),
  },
  {
    path: 'systemManagement/perdefinedSetting',
    group: 'systemManagement',
    label: msg`Predefined settings`,
    load: () => import('../../features/system-settings/TriggerRatesScreen'),
  },
];
