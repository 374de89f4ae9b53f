// The admin home's figures, computed from the admin's list calls (the contract has no summary call): each client's
// licence order sorted into a state, what runs out within the next 30 days, how much of its term a client has used,
// the clients each licence plan is held by, and the offline installations by state.
import type { AdminLicense, AdminLicenseOrder, AdminOfflineLicense } from '../../api/generated/model';

const DAY = 86_400_000;
/** What "expiring soon" means on the admin home: within the next 30 days. */
export const SOON_DAYS = 30;

export type OrderState = 'active' | 'expiring' | 'expired' | 'none';
export const ORDER_STATES: readonly OrderState[] = ['active', 'expiring', 'expired', 'none'];

export interface ClientLicence {
  clientID: number;
  clientName: string;
  order: AdminLicenseOrder | null;
  state: OrderState;
  /** Whole days until the order runs out (negative once run out); null without an order. */
  daysLeft: number | null;
  /** Share of the licence term already used, 0 to 1; null without an order. */
  termUsed: number | null;
}

export function orderState(order: AdminLicenseOrder | null, now: number): OrderState {
  if (!order) return 'none';
  const end = Date.parse(order.expiredAt);
  if (order.expired || end <= now) return 'expired';
  return end - now <= SOON_DAYS * DAY ? 'expiring' : 'active';
}

export function clientLicence(client: { id: number; accountName: string }, order: AdminLicenseOrder | null, now: number): ClientLicence {
  const state = orderState(order, now);
  if (!order) return { clientID: client.id, clientName: client.accountName, order, state, daysLeft: null, termUsed: null };
  const start = Date.parse(order.startDate);
  const end = Date.parse(order.expiredAt);
  const daysLeft = Math.ceil((end - now) / DAY);
  const termUsed = end > start ? Math.min(1, Math.max(0, (now - start) / (end - start))) : 1;
  return { clientID: client.id, clientName: client.accountName, order, state, daysLeft, termUsed };
}

export function countByState(rows: readonly ClientLicence[]): Record<OrderState, number> {
  const counts: Record<OrderState, number> = { active: 0, expiring: 0, expired: 0, none: 0 };
  for (const row of rows) counts[row.state] += 1;
  return counts;
}

/** The orders that run out within SOON_DAYS days, soonest first. */
export const expiringSoon = (rows: readonly ClientLicence[]) =>
  rows.filter((row) => row.state === 'expiring').sort((a, b) => (a.daysLeft ?? 0) - (b.daysLeft ?? 0));

/** How many clients hold each licence plan (plans nobody holds count 0), most held first. */
export function holdersByLicence(licences: readonly AdminLicense[], rows: readonly ClientLicence[]): { name: string; clients: number }[] {
  const held = new Map<number, number>();
  for (const row of rows) if (row.order) held.set(row.order.licenseID, (held.get(row.order.licenseID) ?? 0) + 1);
  return licences.map((licence) => ({ name: licence.name, clients: held.get(licence.id) ?? 0 })).sort((a, b) => b.clients - a.clients);
}

export type OfflineState = 'registered' | 'waiting' | 'expired';
export const OFFLINE_STATES: readonly OfflineState[] = ['registered', 'waiting', 'expired'];

export function offlineState(offline: AdminOfflineLicense, now: number): OfflineState {
  if (Date.parse(offline.expiredAt) <= now) return 'expired';
  return offline.registered ? 'registered' : 'waiting';
}

export function countOffline(offlines: readonly AdminOfflineLicense[], now: number): Record<OfflineState, number> {
  const counts: Record<OfflineState, number> = { registered: 0, waiting: 0, expired: 0 };
  for (const offline of offlines) counts[offlineState(offline, now)] += 1;
  return counts;
}
