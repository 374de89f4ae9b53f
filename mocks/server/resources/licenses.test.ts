// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { useTestBackend } from '../test-backend.ts';
import { IDS } from '../testing.ts';
import { licensesOf } from './system/licenses-model.ts';

type S = components['schemas'];
type Envelope = S['ErrorEnvelope'];

const { t, tokens } = useTestBackend({ signIn: ['admin', 'northwind'] });

const snapshot = () => JSON.stringify(licensesOf(t.backend.store));
const code = (answer: { body: unknown }) => (answer.body as Envelope).code;
const plan = { name: 'Edge Plus', days: 365, siteLimit: 50, nodeLimit: 10, zoneLimit: 2, domainLimit: 500, autoSSLLimit: 100, portLimit: 0, portType: 'L7', monitorFrequency: 60 };

describe('licences', () => {
  it('lists, creates, updates and removes licences; names are unique (101025)', async () => {
    const list = await t.call<S['AdminLicenseList']>('GET', '/admin/license', { token: tokens.admin, query: { pageSize: 2 } });
    expect(list.body.total).toBe(4);
    expect(list.body.data.map((l) => l.name)).toEqual(['Operator Standard', 'Reseller Pro']);
    const created = await t.call<{ data: S['AdminLicense'] }>('POST', '/admin/license', { token: tokens.admin, body: plan });
    expect(created.body.data).toMatchObject({ id: 15, name: 'Edge Plus', portLimit: 0 });
    const before = snapshot();
    expect(code(await t.call('POST', '/admin/license', { token: tokens.admin, body: { ...plan, name: 'reseller PRO' } }))).toBe(101025);
    expect(code(await t.call('PUT', '/admin/license', { token: tokens.admin, body: { id: 15, name: 'Starter Edge' } }))).toBe(101025);
    expect(code(await t.call('PUT', '/admin/license', { token: tokens.admin, body: { id: 99, days: 10 } }))).toBe(101022);
    expect(snapshot()).toBe(before);
    expect((await t.call('PUT', '/admin/license', { token: tokens.admin, body: { id: 15, siteLimit: 0, portType: 'L7+L4' } })).status).toBe(200);
    expect((await t.call('DELETE', '/admin/license', { token: tokens.admin, body: { ids: [15] } })).status).toBe(200);
    expect((await t.call<S['AdminLicenseList']>('GET', '/admin/license', { token: tokens.admin })).body.total).toBe(4);
  });

  it('never takes a port type back from L7+L4 to L7 (101023)', async () => {
    const before = snapshot();
    const refused = await t.call<Envelope>('PUT', '/admin/license', { token: tokens.admin, body: { id: 12, portType: 'L7' } });
    expect(refused.body.code).toBe(101023);
    expect(code(await t.call('PUT', `/admin/license/${IDS.northwind}/order`, { token: tokens.admin, body: { portType: 'L7' } }))).toBe(101023);
    expect(code(await t.call('POST', '/admin/license/issuing', { token: tokens.admin, body: { userID: IDS.northwind, licenseID: 13 } }))).toBe(101023);
    expect(snapshot()).toBe(before);
  });

  it('keeps licences in use and refuses unknown ones (101022)', async () => {
    const before = snapshot();
    const held = await t.call<Envelope>('DELETE', '/admin/license', { token: tokens.admin, body: { ids: [14, 12] } });
    expect(held.body).toMatchObject({ code: 101003, extra: 'license in use' });
    expect(JSON.stringify(held.body.errorData)).toContain('licence 12');
    expect(code(await t.call('DELETE', '/admin/license', { token: tokens.admin, body: { ids: [14, 404] } }))).toBe(101022);
    expect(snapshot()).toBe(before);
    expect((await t.call('DELETE', '/admin/license', { token: tokens.admin, body: { ids: [14] } })).status).toBe(200);
  });

  it('issues a licence to a client, shows and renews the order; expired 101019, illegal period 900001', async () => {
    const order = await t.call<{ data: S['AdminLicenseOrder'] }>('GET', `/admin/license/${IDS.skyline}/order`, { token: tokens.admin });
    expect(order.body.data).toMatchObject({ userID: IDS.skyline, accountName: 'skyline-sales', licenseName: 'Reseller Pro', siteLimit: 300, expired: false });
    const before = snapshot();
    expect(code(await t.call('POST', '/admin/license/issuing', { token: tokens.admin, body: { userID: IDS.bluefin, licenseID: 14 } }))).toBe(101019);
    expect(code(await t.call('POST', '/admin/license/issuing', { token: tokens.admin, body: { userID: IDS.mei, licenseID: 12 } }))).toBe(101018);
    expect(code(await t.call('POST', '/admin/license/issuing', { token: tokens.admin, body: { userID: IDS.bluefin, licenseID: 77 } }))).toBe(101022);
    expect(code(await t.call('PUT', `/admin/license/${IDS.skyline}/order`, { token: tokens.admin, body: { expiredAt: '2020-01-01T00:00:00Z' } }))).toBe(900001);
    expect(snapshot()).toBe(before);

    const issued = await t.call<{ data: S['AdminLicenseOrder'] }>('POST', '/admin/license/issuing', { token: tokens.admin, body: { userID: IDS.bluefin, licenseID: 12, startDate: '2026-12-01T00:00:00Z' } });
    expect(issued.body.data).toMatchObject({ licenseName: 'Reseller Pro', startDate: '2026-12-01T00:00:00.000Z', expiredAt: '2027-12-01T00:00:00.000Z', portType: 'L7+L4', siteLimit: 200 });
    const renewed = await t.call<{ data: S['AdminLicenseOrder'] }>('PUT', `/admin/license/${IDS.bluefin}/order`, { token: tokens.admin, body: { expiredAt: '2028-12-01T00:00:00Z', siteLimit: 250 } });
    expect(renewed.body.data).toMatchObject({ expiredAt: '2028-12-01T00:00:00Z', siteLimit: 250, nodeLimit: 40 });
    const fresh = await t.call<{ data: { id: number } }>('POST', '/admin/account', { token: tokens.admin, body: { email: 'ops@pine-edge.example', accountName: 'pine-edge', auth: 'client', roleID: 3 } });
    expect(fresh.status).toBe(200);
    expect((await t.call('GET', `/admin/license/${fresh.body.data.id}/order`, { token: tokens.admin })).body).toEqual({ data: null });
    expect(code(await t.call('PUT', `/admin/license/${fresh.body.data.id}/order`, { token: tokens.admin, body: { siteLimit: 5 } }))).toBe(101022);
  });

  it('is the admin back office only (101018)', async () => {
    expect(code(await t.call('GET', '/admin/license', { token: tokens.northwind }))).toBe(101018);
    expect(code(await t.call('GET', `/admin/license/${IDS.northwind}/order`, { token: tokens.northwind }))).toBe(101018);
  });
});

describe('offline licences', () => {
  it('issues one, which registers when the client loads it; unregistering frees it', async () => {
    const issued = await t.call<{ data: S['AdminOfflineLicense'] }>('POST', '/admin/license/offline/issuing', { token: tokens.admin, body: { userID: IDS.northwind, licenseID: 11, memo: 'Edge rack in Hsinchu' } });
    expect(issued.body.data).toMatchObject({ id: 9, accountName: 'ops-northwind', licenseName: 'Operator Standard', registered: false, machineID: null, memo: 'Edge rack in Hsinchu' });
    const text = issued.body.data.license;
    expect(text.startsWith('PRPT-OFFLINE-1:')).toBe(true);

    expect((await t.call('PUT', '/offline/license', { token: tokens.northwind, body: { license: text } })).status).toBe(200);
    const listed = await t.call<S['AdminOfflineLicenseList']>('GET', '/admin/license/offlines', { token: tokens.admin });
    const row = listed.body.data.find((o) => o.id === 9);
    expect(row).toMatchObject({ registered: true });
    expect(row?.machineID).toMatch(/^[0-9a-f]{8}-/);

    const before = snapshot();
    expect(code(await t.call('DELETE', '/admin/license/offline/register', { token: tokens.admin, body: { ids: [9, 8] } }))).toBe(101003);
    expect(code(await t.call('DELETE', '/admin/license/offline/register', { token: tokens.admin, body: { ids: [9, 99] } }))).toBe(101022);
    expect(snapshot()).toBe(before);
    expect((await t.call('DELETE', '/admin/license/offline/register', { token: tokens.admin, body: { ids: [9] } })).status).toBe(200);
    expect(t.backend.store.licenses.get(IDS.northwind)?.license).toBeNull();
    expect((await t.call<S['AdminOfflineLicenseList']>('GET', '/admin/license/offlines', { token: tokens.admin })).body.data.find((o) => o.id === 9)?.registered).toBe(false);
  });

  it('re-signs an updated offline licence, keeps its installation, and removes licences', async () => {
    const before = snapshot();
    expect(code(await t.call('PUT', '/admin/license/offline', { token: tokens.admin, body: { id: 7, expiredAt: '2020-01-01T00:00:00Z' } }))).toBe(900001);
    expect(code(await t.call('PUT', '/admin/license/offline', { token: tokens.admin, body: { id: 70, memo: 'x' } }))).toBe(101022);
    expect(snapshot()).toBe(before);
    const old = licensesOf(t.backend.store).offlines.find((o) => o.id === 7)?.license;
    const updated = await t.call<{ data: S['AdminOfflineLicense'] }>('PUT', '/admin/license/offline', { token: tokens.admin, body: { id: 7, expiredAt: '2030-03-01T00:00:00Z', memo: 'Renewed, air-gapped cluster' } });
    expect(updated.body.data).toMatchObject({ registered: true, machineID: '5d1c9a7e-3b42-4f0e-9c61-8a2f7e04b913', expiredAt: '2030-03-01T00:00:00Z', memo: 'Renewed, air-gapped cluster' });
    expect(updated.body.data.license).not.toBe(old);
    expect((await t.call('DELETE', '/admin/license/offline', { token: tokens.admin, body: { ids: [7, 8] } })).status).toBe(200);
    expect((await t.call<S['AdminOfflineLicenseList']>('GET', '/admin/license/offlines', { token: tokens.admin })).body.total).toBe(0);
  });
});
