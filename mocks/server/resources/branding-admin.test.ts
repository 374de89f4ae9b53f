// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { useTestBackend } from '../test-backend.ts';
import { IDS } from '../testing.ts';

type S = components['schemas'];
type Envelope = S['ErrorEnvelope'];

const { t, tokens } = useTestBackend({ signIn: ['northwind', 'skyline'] });

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const GIF = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');

async function upload<T>(method: 'POST' | 'PUT', token: string, fields: Record<string, string | { bytes: Uint8Array<ArrayBuffer>; type: string; name: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.set(name, value);
    else form.set(name, new Blob([value.bytes], { type: value.type }), value.name);
  }
  const response = await fetch(`${t.origin}/api/v1/client/setting/logo`, { method, headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as T };
}

const brandingTable = () => JSON.stringify(t.backend.store.branding.toArray());

describe('branding sets', () => {
  it('lists the default set taken from the sign-in branding', async () => {
    const list = await t.call<S['ClientBrandingList']>('GET', '/client/setting/logos', { token: tokens.northwind });
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({ id: 1, host: '', title: 'Northwind Edge', copyright: '© 2026 Northwind CDN Ltd.', logo: null });
  });

  it('updates the default set with a new logo and title; the sign-in page shows them', async () => {
    const saved = await upload<{ data: S['ClientBranding'] }>('PUT', tokens.northwind, { id: '1', title: 'Northwind Shield', logo: { bytes: PNG, type: 'image/png', name: 'logo.png' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: 1, title: 'Northwind Shield', copyright: '© 2026 Northwind CDN Ltd.' });
    expect(saved.body.data.logo).toMatch(/^data:image\/png;base64,/);
    const signIn = await t.call<{ data: S['Branding'] }>('GET', '/user/logo');
    expect(signIn.body.data).toMatchObject({ title: 'Northwind Shield', copyright: '© 2026 Northwind CDN Ltd.', logo: saved.body.data.logo });
  });

  it('accepts gif, png, jpg, jpeg and bmp only, and changes nothing on a refused upload', async () => {
    const before = brandingTable();
    const svg = await upload<Envelope>('PUT', tokens.northwind, { id: '1', title: 'Vector', logo: { bytes: SVG, type: 'image/svg+xml', name: 'logo.svg' } });
    expect(svg.body).toMatchObject({ code: 101003, errorData: [{ in: 'body', field: 'logo', message: 'must be a gif, png, jpg, jpeg or bmp image' }] });
    const disguised = await upload<Envelope>('PUT', tokens.northwind, { id: '1', favicon: { bytes: SVG, type: 'image/png', name: 'favicon.png' } });
    expect(disguised.body.code).toBe(101003);
    expect(brandingTable()).toBe(before);
    expect((await upload('PUT', tokens.northwind, { id: '1', favicon: { bytes: GIF, type: 'image/gif', name: 'favicon.gif' } })).status).toBe(200);
  });

  it('creates a set for a console host (unique, 101025), which then picks the client; removing falls back', async () => {
    const created = await upload<{ data: S['ClientBranding'] }>('POST', tokens.skyline, { host: 'Shield.Bluefin-Media.example', title: 'Bluefin Shield', sidebarLogo: { bytes: PNG, type: 'image/png', name: 's.png' } });
    expect(created.body.data).toMatchObject({ id: 3, host: 'shield.bluefin-media.example', title: 'Bluefin Shield', logo: null });
    expect(t.backend.store.branding.get(IDS.skyline)?.hosts).toEqual(['console.skyline-resell.example', 'shield.bluefin-media.example']);
    expect((await t.call<{ data: S['Branding'] }>('GET', '/client/logo', { query: { host: 'shield.bluefin-media.example' } })).body.data.title).toBe('Skyline Shield');

    const before = brandingTable();
    expect((await upload<Envelope>('POST', tokens.northwind, { host: 'shield.bluefin-media.example', title: 'Mine' })).body.code).toBe(101025);
    expect((await upload<Envelope>('POST', tokens.northwind, { host: 'console.skyline-resell.example', title: 'Mine' })).body.code).toBe(101025);
    expect((await upload<Envelope>('POST', tokens.skyline, { title: 'Second default' })).body.code).toBe(101025);
    expect((await upload<Envelope>('PUT', tokens.northwind, { id: String(created.body.data.id), title: 'Stolen' })).body.code).toBe(101018);
    expect(brandingTable()).toBe(before);

    expect((await t.call<Envelope>('DELETE', '/client/setting/logo', { token: tokens.northwind, body: { ids: [created.body.data.id] } })).body.code).toBe(101018);
    expect((await t.call('DELETE', '/client/setting/logo', { token: tokens.skyline, body: { ids: [created.body.data.id, 2] } })).status).toBe(200);
    expect(t.backend.store.branding.get(IDS.skyline)).toEqual({ clientId: IDS.skyline, hosts: ['console.skyline-resell.example'], branding: {} });
    expect((await t.call<{ data: S['Branding'] }>('GET', '/client/logo', { query: { host: 'console.skyline-resell.example' } })).body.data).toEqual({});
  });

  it('belongs to the client console (101018 for an end user)', async () => {
    const mei = await t.tokenOf('mei');
    expect((await t.call<Envelope>('GET', '/client/setting/logos', { token: mei })).body.code).toBe(101018);
  });
});
