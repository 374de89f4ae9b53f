import { msg } from '@lingui/core/macro';
import type { Screen } from '../types';

// The edge network: zones, their settings and Nginx settings, groups (lines).
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const zoneScreens: Screen[] = [
  {
    // The zone list; with a zone id, that zone's settings page (firewall, ports, preheat, Nginx, groups).
    path: 'nodeManage/zonesList/:zoneId?',
    navPath: 'nodeManage/zonesList',
    group: 'nodeManage',
    label: msg`Zones`,
    load: () => import('../../features/zones/ZonesScreen'),
  },
  {
    path: 'systemManagement/nginxSetting',
    group: 'systemManagement',
    label: msg`Nginx settings`,
    load: () => import('../../features/nginx/NginxScreen'),
  },
];
