import { msg } from '@lingui/core/macro';
import type { Screen } from '../../services/screen-types';
import { needing, screen } from '../../services/screen';

// The edge network: nodes, virtual nodes, resolution, monitoring, system upgrade.
// Kept in its own file so that work on other topics does not touch the same lines; spread into screens.ts.
export const nodeScreens: Screen[] = [
  {
    ...screen('nodeManage/nodesList', 'nodeManage', msg`Nodes`, () => import('../../features/nodes/NodesScreen')),
    // Its first reads, asked for as the page starts (the address names no filter or view): the first page of nodes,
    // the counts by state, the zones and groups to filter by.
    reads: ({ search }) => (search ? [] : ['/client/nodes/initialized?page=1&pageSize=50&sortBy=name', '/client/nodeNums', '/client/metaZones', '/client/metaGroups']),
  },
  ...needing(
    'monitor.read',
    screen('monitorManagement/monitorNodeList', 'monitorManagement', msg`Monitor nodes`, () => import('../../features/monitoring/MonitorNodesScreen')),
    screen('monitorManagement/monitorNodeGroup', 'monitorManagement', msg`Monitor groups`, () => import('../../features/monitoring/MonitorGroupsScreen')),
  ),
  screen('systemManagement/systemUpgrade', 'systemManagement', msg`System upgrade`, () => import('../../features/upgrade/SystemUpgradeScreen')),
  screen('nodeManage/vNode', 'nodeManage', msg`Virtual nodes`, () => import('../../features/virtual-nodes/VirtualNodesScreen')),
  screen('nodeManage/resolutionTitle', 'nodeManage', msg`Resolution`, () => import('../../features/resolution/ResolutionScreen')),
];
