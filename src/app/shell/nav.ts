import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Area } from '../../api/areas';
import type { Permissions } from '../../api/generated/model';
import { offered } from '../../services/screen';
import type { NavGroupId, Screen } from '../../services/screen-types';
import { usableScreens } from '../../services/screen-access';

export const GROUP_LABELS: Record<NavGroupId, MessageDescriptor> = {
  userManagement: msg`Users and account`,
  sitesManagement: msg`Sites`,
  dataAnalysis: msg`Data analysis`,
  nodeManage: msg`Nodes`,
  trafficPkgManagement: msg`Traffic plans`,
  monitorManagement: msg`Monitoring`,
  systemManagement: msg`System`,
  licenses: msg`Licences`,
};

export interface NavEntry {
  label: MessageDescriptor;
  to?: string;
  group?: NavGroupId;
  children?: NavEntry[];
}

/**
 * The side navigation of an area: top-level screens, then one entry per group, in the order screens are listed. A
 * screen the account's role cannot use (its `needs`, src/services/screen-access.ts) is left out, and a group left empty;
 * so is a screen for what the account does not hold (`Screen.forRole`).
 */
export function navigation(area: Area, screens: Screen[], held?: Permissions): NavEntry[] {
  const entries: NavEntry[] = [];
  const groups = new Map<NavGroupId, NavEntry>();
  for (const screen of usableScreens(screens, area, held)) {
    if (screen.menu || !offered(screen, held)) continue;
    const item: NavEntry = { label: screen.label, to: `/${area}/${screen.navPath ?? screen.path}` };
    if (!screen.group) {
      entries.push(item);
      continue;
    }
    let group = groups.get(screen.group);
    if (!group) {
      group = { label: GROUP_LABELS[screen.group], group: screen.group, children: [] };
      groups.set(screen.group, group);
      entries.push(group);
    }
    group.children!.push(item);
  }
  return entries;
}
