import { logExportScreen } from '../../features/analytics/log-export/screens';
import { logPushScreen } from '../../features/analytics/log-push/screens';
import type { Screen } from '../../services/screen-types';

// Log export and log push.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const logScreens: Screen[] = [logExportScreen, logPushScreen];
