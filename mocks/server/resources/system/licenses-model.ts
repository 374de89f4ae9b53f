// Licences of the admin back office: licence plans, the per-client order records they are issued as, and
// offline licences (signed texts a client installation loads with PUT /offline/license; store.licenses
// holds what each client loaded, which is how an offline licence becomes registered).
import type { Store } from '../../state/store.ts';
import { DAY_MS, iso, type Schemas, sha256Hex } from './common.ts';
import { stateNamed } from '../define.ts';
import { pick } from '../crud-more.ts';

export const LICENSES_MODULE = 'system-licenses';

export type PortType = Schemas['AdminLicensePortType'];

export const LIMIT_KEYS = ['siteLimit', 'nodeLimit', 'zoneLimit', 'domainLimit', 'autoSSLLimit', 'portLimit', 'portType', 'monitorFrequency'] as const;

export type LicensePlanRecord = Schemas['AdminLicense'];

/** What a plan limits (an order keeps its own copy, changeable per client). */
export type Limits = Pick<LicensePlanRecord, (typeof LIMIT_KEYS)[number]>;

export const limitsOf = (source: Limits) => pick(source, LIMIT_KEYS);

/** The period of a plan issued at `start` (ms): its days from then. */
export const periodOf = (plan: LicensePlanRecord, start: number) => ({ startDate: iso(start), expiredAt: iso(start + plan.days * DAY_MS) });

/** A client's order: the contract's AdminLicenseOrder without what is derived (the names, whether it expired). */
export type OrderRecord = Omit<Schemas['AdminLicenseOrder'], 'accountName' | 'licenseName' | 'expired'>;

/** An offline licence as stored: the contract's without what is derived (the names, its registration), with its revision. */
export type OfflineRecord = Omit<Schemas['AdminOfflineLicense'], 'accountName' | 'licenseName' | 'registered' | 'machineID' | 'registeredAt' | 'memo'> & {
  /** Bumped at every change; part of the signed text. */
  revision: number;
  machineID: string | null;
  registeredAt: string | null;
  memo: string;
};

export interface LicensesState {
  licenses: LicensePlanRecord[];
  orders: OrderRecord[];
  offlines: OfflineRecord[];
  sequences: { license: number; offline: number };
}

export const licensesOf = (store: Store): LicensesState => stateNamed(store, LICENSES_MODULE);

export const orderOf = (store: Store, clientId: number) => licensesOf(store).orders.find((o) => o.userID === clientId);

type Unsigned = Omit<OfflineRecord, 'license' | 'machineID' | 'registeredAt' | 'updatedAt'>;

/** The signed text of an offline licence (the client console's sync call accepts the PRPT-OFFLINE-1: prefix). */
export function offlineText(store: Store, record: Unsigned, plan: LicensePlanRecord) {
  const client = store.accounts.get(record.userID)?.accountName ?? String(record.userID);
  const { id, revision: rev, startDate: start, expiredAt: exp } = record;
  const payload = Buffer.from(JSON.stringify({ id, rev, client, licence: plan.name, start, exp, limits: limitsOf(plan) }), 'utf8').toString('base64url');
  const signature = Buffer.from(sha256Hex(`${payload}:parapet-offline-signing-key`).slice(0, 48), 'hex').toString('base64url');
  return `PRPT-OFFLINE-1:${payload}.${signature}`;
}

export const newOffline = (store: Store, base: Unsigned, plan: LicensePlanRecord, updatedAt: string) =>
  ({ ...base, license: offlineText(store, base, plan), machineID: null, registeredAt: null, updatedAt });

/** The installation id a client's loaded licence registers with (derived from its key). */
export const machineIdOf = (clientId: number, key: string | null) => {
  const hex = sha256Hex(`machine:${clientId}:${key ?? ''}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export function seedLicenses(store: Store, now: number) {
  const at = (days: number) => iso(now - days * DAY_MS);
  /** A plan: its limits given in the order of LIMIT_KEYS. */
  const plan = (id: number, name: string, days: number, startDaysAgo: number, limits: (number | PortType)[], updatedDaysAgo: number): LicensePlanRecord => ({
    id,
    name,
    days,
    ...(Object.fromEntries(LIMIT_KEYS.map((key, i) => [key, limits[i]])) as Limits),
    startDate: at(startDaysAgo),
    updatedAt: at(updatedDaysAgo),
  });
  const licenses = [
    plan(11, 'Operator Standard', 730, 400, [500, 60, 10, 5000, 1000, 200, 'L7+L4', 30], 120),
    plan(12, 'Reseller Pro', 365, 330, [200, 40, 8, 2000, 500, 0, 'L7+L4', 30], 2),
    plan(13, 'Starter Edge', 90, 80, [10, 3, 1, 50, 20, 0, 'L7', 60], 80),
    plan(14, 'Trial 30 days', 30, 200, [3, 1, 1, 10, 5, 0, 'L7', 300], 200),
  ];
  const byId = new Map(licenses.map((l) => [l.id, l]));
  /** A plan and the period of an issue of it started some days ago. */
  const issued = (licenseID: number, startDaysAgo: number) => {
    const source = byId.get(licenseID) as LicensePlanRecord;
    return { source, period: periodOf(source, now - startDaysAgo * DAY_MS) };
  };
  const order = (userID: number, licenseID: number, startDaysAgo: number, changes: Partial<Limits>, updatedDaysAgo: number): OrderRecord => {
    const { source, period } = issued(licenseID, startDaysAgo);
    return { userID, licenseID, ...limitsOf(source), ...changes, ...period, updatedAt: at(updatedDaysAgo) };
  };
  const orders = [order(102, 11, 400, {}, 55), order(103, 12, 330, { siteLimit: 300 }, 12), order(104, 13, 80, { siteLimit: 15 }, 9)];
  const offline = (id: number, userID: number, licenseID: number, startDaysAgo: number, memo: string, machineID: string | null, registeredDaysAgo: number | null) => {
    const { source, period } = issued(licenseID, startDaysAgo);
    const record = newOffline(store, { id, userID, licenseID, revision: 1, ...period, memo }, source, at(registeredDaysAgo ?? startDaysAgo));
    return { ...record, machineID, registeredAt: registeredDaysAgo === null ? null : at(registeredDaysAgo) };
  };
  return {
    licenses,
    orders,
    offlines: [
      offline(7, 103, 12, 300, 'Air-gapped cluster, Kaohsiung data centre', '5d1c9a7e-3b42-4f0e-9c61-8a2f7e04b913', 297),
      offline(8, 102, 11, 20, 'Cold-standby DR site, Taichung', null, null),
    ],
    sequences: { license: 14, offline: 8 },
  };
}
