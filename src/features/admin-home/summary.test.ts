// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AdminLicense, AdminLicenseOrder, AdminOfflineLicense } from '../../api/generated/model';
import { clientLicence, countByState, countOffline, expiringSoon, holdersByLicence, orderState } from './summary';

const DAY = 86_400_000;
const now = Date.parse('2026-11-28T12:00:00Z');
const at = (days: number) => new Date(now + days * DAY).toISOString();
const order = (licenseID: number, startDays: number, endDays: number, extra: Partial<AdminLicenseOrder> = {}): AdminLicenseOrder => ({
  userID: 1,
  accountName: 'c',
  licenseID,
  licenseName: `L${licenseID}`,
  startDate: at(startDays),
  expiredAt: at(endDays),
  siteLimit: 0,
  nodeLimit: 0,
  zoneLimit: 0,
  domainLimit: 0,
  autoSSLLimit: 0,
  portLimit: 0,
  portType: 'L7',
  monitorFrequency: 60,
  updatedAt: at(-1),
  ...extra,
});

describe('admin home figures', () => {
  it('sorts orders into states around the 30-day mark', () => {
    expect(orderState(null, now)).toBe('none');
    expect(orderState(order(1, -10, 31), now)).toBe('active');
    expect(orderState(order(1, -10, 30), now)).toBe('expiring');
    expect(orderState(order(1, -10, 0), now)).toBe('expired');
    expect(orderState(order(1, -10, 100, { expired: true }), now)).toBe('expired');
  });

  it('measures the term used and the days left', () => {
    const row = clientLicence({ id: 7, accountName: 'seven' }, order(1, -25, 75), now);
    expect(row.termUsed).toBeCloseTo(0.25);
    expect(row.daysLeft).toBe(75);
    expect(clientLicence({ id: 8, accountName: 'late' }, order(1, -40, -5), now).termUsed).toBe(1);
    expect(clientLicence({ id: 9, accountName: 'none' }, null, now)).toMatchObject({ state: 'none', termUsed: null, daysLeft: null });
  });

  it('counts states, lists the soonest expiry first and counts holders per plan', () => {
    const rows = [
      clientLicence({ id: 1, accountName: 'a' }, order(1, -300, 20), now),
      clientLicence({ id: 2, accountName: 'b' }, order(1, -300, 3), now),
      clientLicence({ id: 3, accountName: 'c' }, order(2, -300, 200), now),
      clientLicence({ id: 4, accountName: 'd' }, null, now),
    ];
    expect(countByState(rows)).toEqual({ active: 1, expiring: 2, expired: 0, none: 1 });
    expect(expiringSoon(rows).map((row) => row.clientName)).toEqual(['b', 'a']);
    const plans = [{ id: 1, name: 'Basic' }, { id: 2, name: 'Pro' }, { id: 3, name: 'Spare' }] as AdminLicense[];
    expect(holdersByLicence(plans, rows)).toEqual([
      { name: 'Basic', clients: 2 },
      { name: 'Pro', clients: 1 },
      { name: 'Spare', clients: 0 },
    ]);
  });

  it('counts offline installations by state', () => {
    const offline = (registered: boolean, endDays: number) => ({ registered, expiredAt: at(endDays) }) as AdminOfflineLicense;
    expect(countOffline([offline(true, 10), offline(false, 10), offline(true, -1), offline(false, 5)], now)).toEqual({ registered: 1, waiting: 2, expired: 1 });
  });
});
