import { msg } from '@lingui/core/macro';
import type { Screen } from '../types';

// The edge network: nodes, virtual nodes, resolution, monitoring, system upgrade.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const nodeScreens: Screen[] = [
  {
    path: 'nodeManage/nodesList',
    group: 'nodeManage',
    label: msg`Nodes`,
    load: () => import('../../features/nodes/NodesScreen'),
  },
  {
    path: 'monitorManagement/monitorNodeList',
    group: 'monitorManagement',
    label: msg`Monitor nodes`,
    load: () => import('../../features/monitoring/MonitorNodesScreen'),
  },
  {
    path: 'monitorManagement/monitorNodeGroup',
    group: 'monitorManagement',
    label: msg`Monitor groups`,
    load: () => import('../../features/monitoring/MonitorGroupsScreen'),
  },
  {
    path: 'systemManagement/systemUpgrade',
    group: 'systemManagement',
    label: msg`System upgrade`,
    load: () => import('../../features/upgrade/SystemUpgradeScreen'),
  },
  {
    path: 'nodeManage/vNode',
    group: 'nodeManage',
    label: msg`Virtual nodes`,
    load: () => import('../../features/virtual-nodes/VirtualNodesScreen'),
  },
  {
    path: 'nodeManage/resolutionTitle',
    group: 'nodeManage',
    label: msg`Resolution`,
    load: () => import('../../features/resolution/ResolutionScreen'),
  },
];
