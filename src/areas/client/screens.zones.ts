import { msg } from '@lingui/core/macro';
import type { Screen } from '../../services/screen-types';
import { needing, screen } from '../../services/screen';

// The edge network: zones, their settings and Nginx settings, groups (lines).
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const zoneScreens: Screen[] = [
  // The zone list; with a zone id, that zone's settings page (firewall, ports, preheat, Nginx, groups).
  screen('nodeManage/zonesList/:zoneId?', 'nodeManage', msg`Zones`, () => import('../../features/zones/ZonesScreen')),
  ...needing('settings.manage', screen('systemManagement/nginxSetting', 'systemManagement', msg`Nginx settings`, () => import('../../features/nginx/NginxScreen'))),
];
