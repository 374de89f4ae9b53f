// Roles (spec 6): one list and one editor for the end user's console and the client's (paths: ./paths.ts). The meta-roles (permission keys) come from GET {kind}/metaRoles; the console groups them and
// names them in the interface language by key (the server's English name is the fallback for a key it does not know).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Area } from '../../api/areas';
import { ROLE_PATHS } from './paths';

export interface MetaRoleGroup {
  label: MessageDescriptor;
  /** Meta-role keys of the group, with their label. */
  keys: Record<string, MessageDescriptor>;
}

export interface RolesConfig {
  listPath: string;
  createPath: string;
  editPath: string;
  /** Roles may be limited to some of the tenant's sites (the end user's own sites). */
  sites: boolean;
  groups: MetaRoleGroup[];
}

const USER_GROUPS: MetaRoleGroup[] = [
  {
    label: msg`Sites`,
    keys: {
      'sites.manage': msg`Manage sites`,
      'sites.settings': msg`Change site settings`,
      'firewall.manage': msg`Manage firewall rules`,
      'certificates.manage': msg`Manage certificates`,
    },
  },
  { label: msg`Data`, keys: { 'logs.read': msg`Read logs and statistics`, 'logPush.manage': msg`Manage log push` } },
  { label: msg`Account`, keys: { 'accounts.manage': msg`Manage sub-users`, 'apiTokens.manage': msg`Manage API tokens` } },
];

const CLIENT_GROUPS: MetaRoleGroup[] = [
  {
    label: msg`Network`,
    keys: {
      'zones.manage': msg`Manage zones`,
      'nodes.manage': msg`Manage nodes and groups`,
      'dns.manage': msg`Manage DNS settings`,
      'monitor.read': msg`Read monitoring`,
    },
  },
  {
    label: msg`Customers`,
    keys: {
      'users.manage': msg`Manage users`,
      'sites.manage': msg`Manage sites`,
      'products.manage': msg`Manage products`,
      'traffic.manage': msg`Manage traffic packages`,
    },
  },
  { label: msg`System`, keys: { 'settings.manage': msg`Change system settings`, 'branding.manage': msg`Manage branding and announcements` } },
];

export const ROLES_CONFIG: Partial<Record<Area, RolesConfig>> = {
  user: { ...ROLE_PATHS.user, sites: true, groups: USER_GROUPS },
  client: { ...ROLE_PATHS.client, sites: false, groups: CLIENT_GROUPS },
};

export const OTHER_GROUP = msg`Other`;
