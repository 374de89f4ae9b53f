// The permission keys of each area that roles are built from (static: part of the product, not of the state).
// The one list of them: the backend grants and lists them from here, and scripts/check-permissions.mjs reads the
// same entries (through tsx) to check the contract's x-permission. `access` is what holding one lets its holder do:
// `read` only reads (no call that changes state may need only a read meta-role), `write` may change state.
import type { components } from '../../../src/api/schema';
import type { Kind } from '../state/model.ts';

type MetaRole = components['schemas']['MetaRole'];
interface MetaRoleEntry extends MetaRole {
  access: 'read' | 'write';
}

export const META_ROLES: Readonly<Record<Kind, readonly MetaRoleEntry[]>> = {
  user: [
    { id: 1, key: 'sites.manage', name: 'Manage sites', access: 'write' },
    { id: 2, key: 'sites.settings', name: 'Change site settings', access: 'write' },
    { id: 3, key: 'logs.read', name: 'Read logs and statistics', access: 'read' },
    { id: 4, key: 'accounts.manage', name: 'Manage sub-users', access: 'write' },
    { id: 5, key: 'firewall.manage', name: 'Manage firewall rules', access: 'write' },
    { id: 6, key: 'certificates.manage', name: 'Manage certificates', access: 'write' },
    { id: 7, key: 'apiTokens.manage', name: 'Manage API tokens', access: 'write' },
    { id: 8, key: 'logPush.manage', name: 'Manage log push', access: 'write' },
  ],
  client: [
    { id: 21, key: 'zones.manage', name: 'Manage zones', access: 'write' },
    { id: 22, key: 'nodes.manage', name: 'Manage nodes and groups', access: 'write' },
    { id: 23, key: 'products.manage', name: 'Manage products', access: 'write' },
    { id: 24, key: 'sites.manage', name: 'Manage sites', access: 'write' },
    { id: 25, key: 'dns.manage', name: 'Manage DNS settings', access: 'write' },
    { id: 26, key: 'monitor.read', name: 'Read monitoring', access: 'read' },
    { id: 27, key: 'traffic.manage', name: 'Manage traffic packages', access: 'write' },
    { id: 28, key: 'users.manage', name: 'Manage users', access: 'write' },
    { id: 29, key: 'settings.manage', name: 'Change system settings', access: 'write' },
    { id: 30, key: 'branding.manage', name: 'Manage branding and announcements', access: 'write' },
  ],
  admin: [
    { id: 41, key: 'accounts.manage', name: 'Manage admin accounts', access: 'write' },
    { id: 42, key: 'clients.manage', name: 'Manage clients', access: 'write' },
    { id: 43, key: 'licenses.manage', name: 'Manage licences', access: 'write' },
    { id: 44, key: 'licenses.offline', name: 'Issue offline licences', access: 'write' },
    { id: 45, key: 'audit.read', name: 'Read the audit log', access: 'read' },
  ],
};
