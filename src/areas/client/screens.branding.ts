import { msg } from '@lingui/core/macro';
import type { Screen } from '../types';

// Branding, announcements and the offline licence.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const brandingScreens: Screen[] = [
  {
    path: 'userManagement/customizeLogo',
    group: 'userManagement',
    label: msg`Branding`,
    load: () => import('../../features/branding/BrandingScreen'),
  },
  {
    path: 'userManagement/announcementSetting',
    group: 'userManagement',
    label: msg`Announcements`,
    load: () => import('../../features/announcements/AnnouncementsScreen'),
  },
  // Behind the build switch PARAPET_OFFLINE_LICENSE (compile-time: off, the screen is not shipped).
  ...(__OFFLINE_LICENSE__
    ? [
        {
          path: 'systemManagement/offlineLicense',
          group: 'systemManagement',
          label: msg`Offline licence`,
          load: () => import('../../features/offline-license/OfflineLicenseScreen'),
        } satisfies Screen,
      ]
    : []),
];
