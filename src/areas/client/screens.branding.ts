import { msg } from '@lingui/core/macro';
import type { Screen } from '../../services/screen-types';
import { needing, screen } from '../../services/screen';

// Branding, announcements and the offline licence.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const brandingScreens: Screen[] = [
  ...needing(
    'branding.manage',
    screen('userManagement/customizeLogo', 'userManagement', msg`Branding`, () => import('../../features/branding/BrandingScreen')),
    screen('userManagement/announcementSetting', 'userManagement', msg`Announcements`, () => import('../../features/announcements/AnnouncementsScreen')),
  ),
  // Behind the build switch PARAPET_OFFLINE_LICENSE (compile-time: off, the screen is not shipped).
  ...(__OFFLINE_LICENSE__ ? needing('settings.manage', screen('systemManagement/offlineLicense', 'systemManagement', msg`Offline licence`, () => import('../../features/offline-license/OfflineLicenseScreen'))) : []),
];
