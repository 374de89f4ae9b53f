// The demo tenant: who exists, their passwords and how each signs in. Content is fixed; only expiry
// times of seeded tokens follow the clock.
import type { AccountRecord, RoleRecord, SiteRecord } from './model.ts';

/** Dates of the seed are fixed relative to this moment. */
export const SEED_EPOCH = Date.parse('2026-11-20T08:00:00Z');
export const seedDate = (days: number) => new Date(SEED_EPOCH - days * 86_400_000).toISOString();

/** The authenticator secret of ling.huang@lantern-books.example (add it to any authenticator app). */
export const LANTERN_TOTP_SECRET = 'LANTERNBOOKSDEMOTOTPSECRETQ4XJ7A';

/** An account of the seed: what its record holds (the rest follows from it) and how the demo table describes it. */
export type SeedAccount = Pick<AccountRecord, 'id' | 'email' | 'accountName' | 'auth' | 'isRoot' | 'parentId' | 'login2FAType'> &
  Partial<Pick<AccountRecord, 'dnsType' | 'enabled' | 'loginNotify' | 'companyName' | 'address' | 'phone' | 'taxID' | 'maxLogExportTimes'>> & {
    roleID: number;
    password: string | null;
    note: string;
    totpSecret?: string;
    updatedDaysAgo: number;
  };

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  { id: 1, email: 'admin@parapet.example', accountName: 'parapet-admin', auth: 'admin', isRoot: true, parentId: null, roleID: 1, password: 'Parapet-Admin-2026', login2FAType: 2, note: 'admin root', companyName: 'Parapet Networks', updatedDaysAgo: 120 },
  { id: 2, email: 'noor.haddad@parapet.example', accountName: 'noor-haddad', auth: 'admin', isRoot: false, parentId: 1, roleID: 2, password: 'Parapet-Noor-2026', login2FAType: 0, note: 'admin staff (licence desk)', updatedDaysAgo: 40 },
  { id: 102, email: 'ops@northwind-cdn.example', accountName: 'ops-northwind', auth: 'client', isRoot: true, parentId: 1, roleID: 3, password: 'Northwind-Ops-2026', login2FAType: 2, dnsType: 'cloudflare', note: 'client root (operator), DNS set', companyName: 'Northwind CDN Ltd.', address: '41 Harbour Road, Wan Chai, Hong Kong', phone: '+852 3018 4400', taxID: '71822390', updatedDaysAgo: 55 },
  { id: 103, email: 'sales@skyline-resell.example', accountName: 'skyline-sales', auth: 'client', isRoot: true, parentId: 1, roleID: 3, password: 'Skyline-Resell-2026', login2FAType: 2, dnsType: null, note: 'reseller client root without DNS type (sent to DNS settings)', companyName: 'Skyline Resell Co.', updatedDaysAgo: 12 },
  { id: 104, email: 'admin@bluefin-media.example', accountName: 'bluefin-media', auth: 'client', isRoot: true, parentId: 103, roleID: 11, password: 'Bluefin-Media-2026', login2FAType: 2, dnsType: 'route53', note: "Skyline's sub-client", companyName: 'Bluefin Media Group', updatedDaysAgo: 9 },
  { id: 105, email: 'noc@kestrel-watch.example', accountName: 'kestrel-watch', auth: 'client', isRoot: true, parentId: 103, roleID: 18, password: 'Kestrel-Watch-2026', login2FAType: 2, dnsType: null, note: "Skyline's sub-client limited to its role \"Monitor only\" (monitor.read): reads, changes nothing", companyName: 'Kestrel Watch Ltd.', updatedDaysAgo: 6 },
  { id: 302, email: 'mei.lin@harbor-tea.example', accountName: 'mei-lin', auth: 'user', isRoot: true, parentId: 102, roleID: 6, password: 'Harbor-Tea-2026', login2FAType: 2, loginNotify: true, note: 'user root (Harbor Tea) under Northwind', companyName: 'Harbor Tea Trading Co.', address: '18 Dihua Street, Datong District, Taipei', phone: '+886 2 2555 0188', taxID: '24567381', maxLogExportTimes: 10, updatedDaysAgo: 3 },
  { id: 311, email: 'kai.wu@harbor-tea.example', accountName: 'kai-wu', auth: 'user', isRoot: false, parentId: 302, roleID: 8, password: 'Harbor-Kai-2026', login2FAType: 0, note: 'Harbor Tea sub-user', updatedDaysAgo: 21 },
  { id: 312, email: 'yu.chen@harbor-tea.example', accountName: 'yu-chen', auth: 'user', isRoot: false, parentId: 302, roleID: 9, password: 'Harbor-Yu-2026', login2FAType: 2, note: 'Harbor Tea sub-user (logs only)', updatedDaysAgo: 17 },
  { id: 313, email: 'new.hire@harbor-tea.example', accountName: 'new-hire', auth: 'user', isRoot: false, parentId: 302, roleID: 8, password: null, login2FAType: 0, note: 'email not confirmed: open the set-password link in the mailbox', updatedDaysAgo: 0 },
  { id: 320, email: 'ling.huang@lantern-books.example', accountName: 'ling-huang', auth: 'user', isRoot: true, parentId: 102, roleID: 6, password: 'Lantern-Books-2026', login2FAType: 1, totpSecret: LANTERN_TOTP_SECRET, note: `user root (Lantern Books), authenticator secret ${LANTERN_TOTP_SECRET}`, companyName: 'Lantern Books', address: '7 Gongguan Road, Taipei', updatedDaysAgo: 30 },
  { id: 321, email: 'rosa.martin@lantern-books.example', accountName: 'rosa-martin', auth: 'user', isRoot: false, parentId: 320, roleID: 15, password: 'Lantern-Rosa-2026', login2FAType: 2, note: 'Lantern Books sub-user', updatedDaysAgo: 25 },
  { id: 330, email: 'owner@quietlake-gallery.example', accountName: 'quietlake-gallery', auth: 'user', isRoot: true, parentId: 102, roleID: 6, password: 'Quiet-Lake-2026', login2FAType: 2, enabled: false, note: 'disabled: sign-in refused (101008)', companyName: 'Quiet Lake Gallery', updatedDaysAgo: 60 },
  { id: 340, email: 'dev@tidewater-games.example', accountName: 'tidewater-games', auth: 'user', isRoot: true, parentId: 104, roleID: 13, password: 'Tidewater-Games-2026', login2FAType: 2, note: "user root under Bluefin (Skyline's sub-client)", companyName: 'Tidewater Games', updatedDaysAgo: 8 },
];

export const SEED_ROLES: readonly RoleRecord[] = [
  { id: 1, ownerId: 1, name: 'Super administrator', metaRoleIDs: [41, 42, 43, 44, 45], siteIDs: [], isDefault: true },
  { id: 2, ownerId: 1, name: 'Licence desk', metaRoleIDs: [43, 44, 45], siteIDs: [], isDefault: false },
  { id: 3, ownerId: 1, name: 'Client', metaRoleIDs: [42, 43], siteIDs: [], isDefault: false },
  { id: 4, ownerId: 102, name: 'Operator', metaRoleIDs: [21, 22, 23, 24, 25, 26, 27, 28, 29, 30], siteIDs: [], isDefault: true },
  { id: 5, ownerId: 102, name: 'NOC viewer', metaRoleIDs: [22, 26], siteIDs: [], isDefault: false },
  { id: 6, ownerId: 102, name: 'Customer', metaRoleIDs: [24, 26], siteIDs: [], isDefault: false },
  { id: 7, ownerId: 302, name: 'Site owner', metaRoleIDs: [1, 2, 3, 4, 5, 6, 7], siteIDs: [], isDefault: true },
  { id: 8, ownerId: 302, name: 'Storefront editor', metaRoleIDs: [2], siteIDs: [4102], isDefault: false },
  { id: 9, ownerId: 302, name: 'Log reader', metaRoleIDs: [3], siteIDs: [], isDefault: false },
  { id: 10, ownerId: 103, name: 'Reseller', metaRoleIDs: [21, 22, 23, 24, 25, 26, 27, 28, 29, 30], siteIDs: [], isDefault: true },
  { id: 11, ownerId: 103, name: 'Sub-client', metaRoleIDs: [21, 24, 25, 26, 28], siteIDs: [], isDefault: false },
  // A sub-client's default role holds what its parent gave it (role 11), not the whole area.
  { id: 12, ownerId: 104, name: 'Operator', metaRoleIDs: [21, 24, 25, 26, 28], siteIDs: [], isDefault: true },
  { id: 13, ownerId: 104, name: 'Customer', metaRoleIDs: [24, 26], siteIDs: [], isDefault: false },
  { id: 14, ownerId: 320, name: 'Bookshop admin', metaRoleIDs: [1, 2, 3, 4, 5, 6, 7], siteIDs: [], isDefault: true },
  { id: 15, ownerId: 320, name: 'Catalogue editor', metaRoleIDs: [1, 2], siteIDs: [4201], isDefault: false },
  { id: 16, ownerId: 330, name: 'Full access', metaRoleIDs: [1, 2, 3, 4, 5, 6, 7], siteIDs: [], isDefault: true },
  { id: 17, ownerId: 340, name: 'Full access', metaRoleIDs: [1, 2, 3, 4, 5, 6, 7], siteIDs: [], isDefault: true },
  { id: 18, ownerId: 103, name: 'Monitor only', metaRoleIDs: [26], siteIDs: [], isDefault: false },
  { id: 19, ownerId: 105, name: 'Full access', metaRoleIDs: [26], siteIDs: [], isDefault: true },
];

export const SEED_SITES: readonly SiteRecord[] = [
  { id: 4101, name: 'www.harbor-tea.example', ownerId: 302 },
  { id: 4102, name: 'shop.harbor-tea.example', ownerId: 302 },
  { id: 4201, name: 'www.lantern-books.example', ownerId: 320 },
  { id: 4202, name: 'cdn.lantern-books.example', ownerId: 320 },
  { id: 4301, name: 'gallery.quietlake-gallery.example', ownerId: 330 },
  { id: 4401, name: 'play.tidewater-games.example', ownerId: 340 },
];

/** The record of a seed account (the password is hashed by the caller). */
export function seedRecord(seed: SeedAccount, passwordHash: string | null, accounts: ReadonlyMap<number, SeedAccount>): AccountRecord {
  const parent = seed.parentId === null ? undefined : accounts.get(seed.parentId);
  const clientID = seed.auth === 'client' ? seed.id : seed.auth === 'user' ? clientOf(parent, accounts) : null;
  return {
    id: seed.id,
    email: seed.email,
    accountName: seed.accountName,
    auth: seed.auth,
    isRoot: seed.isRoot,
    grade: seed.isRoot ? 0 : 1,
    parentId: seed.parentId,
    clientID,
    parentClientID: seed.auth === 'client' && parent?.auth === 'client' ? parent.id : null,
    parentUserID: seed.auth === 'user' && !seed.isRoot ? seed.parentId : null,
    roleID: seed.roleID,
    dnsType: seed.auth === 'client' ? (seed.dnsType ?? null) : null,
    enabled: seed.enabled ?? true,
    emailConfirmed: seed.password !== null,
    passwordHash,
    login2FAType: seed.login2FAType,
    totpSecret: seed.totpSecret ?? null,
    loginNotify: seed.loginNotify ?? false,
    creator: parent?.accountName ?? null,
    createdAt: seedDate(seed.updatedDaysAgo + 30),
    updatedAt: seedDate(seed.updatedDaysAgo),
    maxLogExportTimes: seed.maxLogExportTimes ?? 5,
    companyName: seed.companyName ?? '',
    address: seed.address ?? '',
    phone: seed.phone ?? '',
    taxID: seed.taxID ?? '',
  };
}

/** A user's client: the client root at or above its parent. */
function clientOf(parent: SeedAccount | undefined, accounts: ReadonlyMap<number, SeedAccount>): number | null {
  while (parent && parent.auth !== 'client') parent = parent.parentId === null ? undefined : accounts.get(parent.parentId);
  return parent?.id ?? null;
}
