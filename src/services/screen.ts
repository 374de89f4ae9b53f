import type { MessageDescriptor } from '@lingui/core';
import type { Permissions } from '../api/generated/model';
import type { NavGroupId, Screen } from './screen-types';

/**
 * One entry of a screen registry (`screens*.ts`), so that each screen is one line of data: its path below /{area}/,
 * its navigation group (null: top level), its label and how to load it. Navigation links go to the path without its
 * trailing optional parameters (`nodeManage/zonesList/:zoneId?` → `nodeManage/zonesList`).
 */
export function screen(path: string, group: NavGroupId | null, label: MessageDescriptor, load: Screen['load'], menu?: Screen['menu']): Screen {
  const navPath = path.replace(/(\/:[^/]+\?)+$/, '');
  return {
    path,
    ...(navPath !== path && { navPath }),
    ...(group && { group }),
    label,
    load,
    ...(menu && { menu }),
  };
}

/** The entries, for an account holding `key` (see `Screen.forRole`). */
export const needing = (key: string, ...entries: Screen[]): Screen[] => entries.map((entry) => ({ ...entry, forRole: key }));

/** Whether the screen belongs in the navigation of an account holding `held` (unknown yet: every screen). */
export function offered(screen: Screen, held: Permissions | undefined): boolean {
  if (!screen.forRole || !held) return true;
  return screen.forRole === 'root' ? held.isRoot : held.metaRoles.includes(screen.forRole);
}
