// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { useTestBackend } from '../test-backend.ts';

type S = components['schemas'];
type Envelope = S['ErrorEnvelope'];
/** A widget as the console sends it (range, intervalMinutes and top have defaults). */
type Widget = Omit<S['ClientDashboardWidget'], 'range' | 'intervalMinutes' | 'top'> & Partial<S['ClientDashboardWidget']>;

const { t, tokens } = useTestBackend({ signIn: ['northwind', 'skyline'] });

const snapshot = () => JSON.stringify(t.backend.store.resources['system-dashboard']);
const layout = (widgets: Widget[], pages: Partial<S['ClientDashboardPage']>[] = []) => ({
  version: 1,
  pages: [{ id: 'overview', name: 'Overview', widgets }, ...pages.map((p, i) => ({ id: `p${i}`, name: `Page ${i}`, widgets: [], ...p }))],
});
const card: Widget = { key: '3-card', widgetID: 3, dataType: 'card', x: 0, y: 0, w: 6, h: 4 };

describe('dashboard layout', () => {
  it("answers the saved layout, or the product's default before the first save", async () => {
    const saved = await t.call<{ data: S['ClientDashboard'] }>('GET', '/client/dashboard', { token: tokens.northwind });
    expect(saved.body.data.pages.map((p) => p.id)).toEqual(['overview', 'security', 'harbor-tea']);
    expect(saved.body.data.updatedAt).not.toBeNull();
    const fresh = await t.call<{ data: S['ClientDashboard'] }>('GET', '/client/dashboard', { token: tokens.skyline });
    expect(fresh.body.data).toMatchObject({ version: 1, updatedAt: null });
    expect(fresh.body.data.pages[0]?.widgets.length).toBe(7);
  });

  it('saves (imports) a whole layout, copied pages included', async () => {
    const current = (await t.call<{ data: S['ClientDashboard'] }>('GET', '/client/dashboard', { token: tokens.northwind })).body.data;
    const copied = { ...structuredClone(current.pages[1] as S['ClientDashboardPage']), id: 'security-copy-1', name: 'Security (copy)' };
    const saved = await t.call<{ data: S['ClientDashboard'] }>('PUT', '/client/dashboard', { token: tokens.northwind, body: { version: 1, pages: [...current.pages, copied], updatedAt: '2000-01-01T00:00:00Z' } });
    expect(saved.body.data.pages.map((p) => p.id)).toEqual(['overview', 'security', 'harbor-tea', 'security-copy-1']);
    expect(saved.body.data.updatedAt).not.toBe('2000-01-01T00:00:00Z');
    expect((await t.call<{ data: S['ClientDashboard'] }>('GET', '/client/dashboard', { token: tokens.northwind })).body.data.pages).toHaveLength(4);
    expect((await t.call<{ data: S['ClientDashboard'] }>('PUT', '/client/dashboard', { token: tokens.skyline, body: layout([card, { ...card, key: '11-top', widgetID: 11, dataType: 'top', x: 6, zoneIDs: [4] }]) })).status).toBe(200);
  });

  it('refuses duplicates (101025), wrong keys, types and sizes (101003), and foreign zones or sites (101018); nothing changes', async () => {
    const before = snapshot();
    expect((await t.call<Envelope>('PUT', '/client/dashboard', { token: tokens.northwind, body: layout([card], [{ id: 'overview' }]) })).body.code).toBe(101025);
    expect((await t.call<Envelope>('PUT', '/client/dashboard', { token: tokens.northwind, body: layout([card, { ...card, x: 6 }]) })).body.code).toBe(101025);
    const wrong = await t.call<Envelope>('PUT', '/client/dashboard', { token: tokens.northwind, body: layout([{ ...card, key: '4-card' }, { key: '11-top', widgetID: 11, dataType: 'top', x: 20, y: 0, w: 6, h: 4 }]) });
    expect(wrong.body.code).toBe(101003);
    expect(wrong.body.errorData).toEqual([
      { in: 'body', field: 'pages.0.widgets.0.key', message: 'must be 3-card' },
      { in: 'body', field: 'pages.0.widgets.1.w', message: 'x + w must be at most 24' },
    ]);
    // The contract says which numbers a data type shows (a card of type 11 does not exist) and the top sizes of spec 9.
    expect((await t.call<Envelope>('PUT', '/client/dashboard', { token: tokens.northwind, body: layout([{ key: '11-card', widgetID: 11, dataType: 'card', x: 0, y: 0, w: 6, h: 4 }]) })).body.code).toBe(101003);
    expect((await t.call<Envelope>('PUT', '/client/dashboard', { token: tokens.northwind, body: layout([{ key: '11-top', widgetID: 11, dataType: 'top', x: 0, y: 0, w: 6, h: 4, top: 7 as never }]) })).body.code).toBe(101003);
    expect((await t.call<Envelope>('PUT', '/client/dashboard', { token: tokens.northwind, body: layout([{ ...card, zoneIDs: [4] }]) })).body.code).toBe(101018);
    expect((await t.call<Envelope>('PUT', '/client/dashboard', { token: tokens.northwind, body: layout([{ ...card, siteIDs: [4401] }]) })).body.code).toBe(101018);
    expect((await t.call<Envelope>('PUT', '/client/dashboard', { token: tokens.northwind, body: { ...layout([card]), version: 2 } })).body.code).toBe(101003);
    expect(snapshot()).toBe(before);
    const mei = await t.tokenOf('mei');
    expect((await t.call<Envelope>('GET', '/client/dashboard', { token: mei })).body.code).toBe(101018);
  });
});
