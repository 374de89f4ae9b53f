// The permission keys of each area that roles are built from (static: part of the product, not of the state).
import type { components } from '../../../src/api/schema';
import type { Kind } from '../state/model.ts';

type MetaRole = components['schemas']['MetaRole'];

export const META_ROLES: Readonly<Record<Kind, readonly MetaRole[]>> = {
  user: [
    { id: 1, key: 'sites.manage', name: 'Manage sites' },
    { id: 2, key: 'sites.settings', name: 'Change site settings' },
    { id: 3, key: 'logs.read', name: 'Read logs and statistics' },
    { id: 4, key: 'accounts.manage', name: 'Manage sub-users' },
    { id: 5, key: 'firewall.manage', name: 'Manage firewall rules' },
    { id: 6, key: 'certificates.manage', name: 'Manage certificates' },
    { id: 7, key: 'apiTokens.manage', name: 'Manage API tokens' },
    { id: 8, key: 'logPush.manage', name: 'Manage log push' },
  ],
  client: [
    { id: 21, key: 'zones.manage', name: 'Manage zones' },
    { id: 22, key: 'nodes.manage', name: 'Manage nodes and groups' },
    { id: 23, key: 'products.manage', name: 'Manage products' },
    { id: 24, key: 'sites.manage', name: 'Manage sites' },
    { id: 25, key: 'dns.manage', name: 'Manage DNS settings' },
    { id: 26, key: 'monitor.read', name: 'Read monitoring' },
    { id: 27, key: 'traffic.manage', name: 'Manage traffic packages' },
    { id: 28, key: 'users.manage', name: 'Manage users' },
    { id: 29, key: 'settings.manage', name: 'Change system settings' },
    { id: 30, key: 'branding.manage', name: 'Manage branding and announcements' },
  ],
  admin: [
    { id: 41, key: 'accounts.manage', name: 'Manage admin accounts' },
    { id: 42, key: 'clients.manage', name: 'Manage clients' },
    { id: 43, key: 'licenses.manage', name: 'Manage licences' },
    { id: 44, key: 'licenses.offline', name: 'Issue offline licences' },
    { id: 45, key: 'audit.read', name: 'Read the audit log' },
  ],
};

export const metaRoleIds = (area: Kind): number[] => META_ROLES[area].map((m) => m.id);

/** The ids that are not meta-roles of the area. */
export function unknownMetaRoles(area: Kind, ids: readonly number[]): number[] {
  const known = new Set(metaRoleIds(area));
  return ids.filter((id) => !known.has(id));
}
