import type { MessageDescriptor } from '@lingui/core';
import type { NavGroupId, Screen } from './types';

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
