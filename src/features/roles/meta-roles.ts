// Meta-roles in the interface language, and grouped as the console presents them.
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { MetaRole } from '../../api/generated/model';
import { OTHER_GROUP, type RolesConfig } from './config';

const labelOf = (config: RolesConfig, key: string): MessageDescriptor | undefined => config.groups.find((group) => key in group.keys)?.keys[key];

export function useMetaRoleLabel(config: RolesConfig): (meta: MetaRole) => string {
  const { i18n } = useLingui();
  return useCallback(
    (meta: MetaRole) => {
      const known = labelOf(config, meta.key);
      return known ? i18n._(known) : meta.name;
    },
    [config, i18n],
  );
}

export interface Group {
  label: MessageDescriptor;
  metaRoles: MetaRole[];
}

/** The meta-roles of the area in the console's groups (in the groups' order); keys the console does not know go last. */
export function groupMetaRoles(config: RolesConfig, metaRoles: readonly MetaRole[]): Group[] {
  const groups: Group[] = config.groups.map((group) => ({
    label: group.label,
    metaRoles: Object.keys(group.keys)
      .map((key) => metaRoles.find((meta) => meta.key === key))
      .filter((meta): meta is MetaRole => meta !== undefined),
  }));
  const other = metaRoles.filter((meta) => labelOf(config, meta.key) === undefined);
  if (other.length) groups.push({ label: OTHER_GROUP, metaRoles: other });
  return groups.filter((group) => group.metaRoles.length > 0);
}
