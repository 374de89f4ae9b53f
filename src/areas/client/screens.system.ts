import { msg } from '@lingui/core/macro';
import type { Screen } from '../../services/screen-types';
import { needing, screen } from '../../services/screen';

// System management: system settings, CNAME, error pages, predefined settings.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const systemScreens: Screen[] = needing(
  'settings.manage',
  // Tabs in `?tab=`: general, certificates, logs, nodes, backup, notifications, status.
  screen('systemManagement/systemSetting', 'systemManagement', msg`System settings`, () => import('../../features/system-settings/SystemSettingScreen')),
  screen('systemManagement/cname', 'systemManagement', msg`CNAME settings`, () => import('../../features/system-settings/CnameScreen')),
  screen('systemManagement/errorSetting', 'systemManagement', msg`Error pages`, () => import('../../features/system-settings/ErrorPagesScreen')),
  screen('systemManagement/perdefinedSetting', 'systemManagement', msg`Predefined settings`, () => import('../../features/system-settings/TriggerRatesScreen')),
);
