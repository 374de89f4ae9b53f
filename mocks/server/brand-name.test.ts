// @vitest-environment node
// Mails carry the operator's brand: a customer of a branded client is mailed in its name, not the platform's.
import { describe, expect, it } from 'vitest';
import { brandNameFor, PRODUCT_TITLE } from './domain/mail.ts';
import { createSeed } from './state/seed.ts';
import { Store } from './state/store.ts';
import { DEMO, IDS, startTestBackend } from './testing.ts';
import type { BackendConfig } from './types.ts';

const config: BackendConfig = { accessTtlMs: 900_000, refreshTtlMs: 604_800_000, challengeTtlMs: 600_000, mailTokenTtlMs: 604_800_000, maxCodeAttempts: 5 };
const seeded = () => new Store(createSeed(Date.now(), config));

describe('the brand a mail carries', () => {
  it("names Northwind's brand for Northwind and its customers, the product for the admin", () => {
    const store = seeded();
    expect(brandNameFor(store, store.accounts.get(IDS.northwind)!)).toBe('Northwind Edge');
    expect(brandNameFor(store, store.accounts.get(IDS.mei)!)).toBe('Northwind Edge');
    expect(brandNameFor(store, store.accounts.get(IDS.admin)!)).toBe(PRODUCT_TITLE);
  });
  it("a sub-client without a title is known by its reseller's; no title anywhere gives the product's", () => {
    const store = seeded();
    const kestrel = store.accounts.get(IDS.kestrel)!;
    expect(brandNameFor(store, kestrel)).toBe('Skyline Shield');
    const skyline = store.branding.get(IDS.skyline)!;
    store.branding.put({ ...skyline, branding: { ...skyline.branding, title: '' } });
    expect(brandNameFor(store, kestrel)).toBe(PRODUCT_TITLE);
  });
  it("the sign-in notice to Northwind's customer says Northwind Edge", async () => {
    const t = await startTestBackend();
    try {
      await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
      const subjects = (await t.mails(DEMO.mei.email)).map((m) => m.subject);
      expect(subjects).toContain('New sign-in to your Northwind Edge account');
      expect(subjects.join('\n')).not.toContain('Parapet');
    } finally {
      await t.close();
    }
  });
});
