// @vitest-environment node
import { BULK_CUSTOMER_IDS } from '../resources/sites/seed-bulk.ts';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../index.ts';
import { DEMO, startTestBackend } from '../testing.ts';
import { useTempDir } from '../test-backend.ts';
import type { BackendConfig } from '../types.ts';
import { STATE_VERSION, type StateData } from './model.ts';
import { InvalidStateFile, readStateFile } from './persistence.ts';
import { createSeed } from './seed.ts';

const config: BackendConfig = { accessTtlMs: 900_000, refreshTtlMs: 604_800_000, challengeTtlMs: 600_000, mailTokenTtlMs: 604_800_000, maxCodeAttempts: 5 };
const quiet = () => {};

const dir = useTempDir('parapet-state-');

describe('seed', () => {
  it('is the same at every call', () => {
    const strip = (data: StateData) => ({ ...data, seededAt: '', mailTokens: data.mailTokens.map((t) => ({ ...t, expiresAt: 0 })), mails: data.mails.map((m) => ({ ...m, at: '' })) });
    expect(strip(createSeed(1_000, config))).toEqual(strip(createSeed(2_000, config)));
  });

  it('holds the demo accounts', () => {
    const emails = createSeed(Date.now(), config).accounts.map((a) => a.email);
    for (const demo of Object.values(DEMO)) expect(emails).toContain(demo.email);
  });
});

describe('state file', () => {
  it('survives a restart and is replaced by the seed on reset', async () => {
    const file = join(dir(), 'demo.json');
    const first = createBackend({ stateFile: file, log: quiet });
    first.store.accounts.get(302)!.companyName = 'Harbor Tea (renamed)';
    first.store.changed();
    first.close();
    expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(STATE_VERSION);

    const second = createBackend({ stateFile: file, log: quiet });
    expect(second.store.accounts.get(302)?.companyName).toBe('Harbor Tea (renamed)');
    second.close();

    const third = createBackend({ stateFile: file, reset: true, log: quiet });
    expect(third.store.accounts.get(302)?.companyName).toBe('Harbor Tea Trading Co.');
    third.close();
  });

  it('moves a file of another version or not JSON aside, says where, and starts from the seed', () => {
    const file = join(dir(), 'demo.json');
    const lines: string[] = [];
    writeFileSync(file, JSON.stringify({ version: STATE_VERSION + 1 }));
    const a = createBackend({ stateFile: file, log: (line) => lines.push(line) });
    expect(a.store.accounts.size).toBeGreaterThan(0);
    a.close();
    // A truncated file (a crash in the middle of a copy): the user's data is kept aside, not silently replaced.
    const truncated = JSON.stringify(createSeed(Date.now(), config)).slice(0, 5000);
    writeFileSync(file, truncated);
    const b = createBackend({ stateFile: file, log: (line) => lines.push(line) });
    expect(b.store.accounts.size).toBeGreaterThan(0);
    b.close();
    const log = lines.join('\n');
    expect(log).toMatch(/version[\s\S]*not valid JSON/);
    const aside = readdirSync(dir()).filter((name) => name.startsWith('demo.json.unreadable-'));
    expect(aside).toHaveLength(2);
    expect(aside.map((name) => readFileSync(join(dir(), name), 'utf8'))).toContain(truncated);
    for (const name of aside) expect(log).toContain(join(dir(), name));
  });

  it('stops the start with the path of a bad row, without touching the file', () => {
    const file = join(dir(), 'bad.json');
    const seed = createSeed(Date.now(), config);
    writeFileSync(file, JSON.stringify({ ...seed, accounts: null }));
    expect(() => createBackend({ stateFile: file, log: quiet })).toThrow(InvalidStateFile);
    expect(() => createBackend({ stateFile: file, log: quiet })).toThrow(/not valid at accounts: must be array/);
    const accounts = seed.accounts.map((a, i) => (i === 1 ? { ...a, email: 42 } : a));
    writeFileSync(file, JSON.stringify({ ...seed, accounts }));
    expect(() => createBackend({ stateFile: file, log: quiet })).toThrow(/accounts\[1\]\.email/);
    expect(JSON.parse(readFileSync(file, 'utf8')).accounts[1].email).toBe(42);
  });

  it('has a write on disk before it is answered (nothing waits for a timer)', async () => {
    const file = join(dir(), 'durable.json');
    const t = await startTestBackend({ stateFile: file });
    try {
      const pair = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
      const answer = await t.call('PUT', '/user/account/self', { token: pair.accessToken, body: { companyName: 'Harbor Tea (on disk)' } });
      expect(answer.status).toBe(200);
      // Read at once (the snapshot and its journal), as a restart after kill -9 would.
      const saved = readStateFile(file, quiet)!;
      expect(saved.accounts.find((a) => a.id === 302)?.companyName).toBe('Harbor Tea (on disk)');
    } finally {
      await t.close();
    }
  });

  it('loads a file saved before a table existed, with that table empty', () => {
    const file = join(dir(), 'older.json');
    const { licenses: _licenses, dnsSettings: _dns, ...older } = createSeed(Date.now(), config);
    writeFileSync(file, JSON.stringify(older));
    const backend = createBackend({ stateFile: file, log: quiet });
    expect(backend.store.licenses.size).toBe(0);
    expect(backend.store.dnsSettings.size).toBe(0);
    // The sites module, seeded on this load, brings the customers who own its bulk sites (sites/seed-bulk.ts).
    expect(backend.store.accounts.size).toBe(older.accounts.length + BULK_CUSTOMER_IDS.length);
    backend.close();
  });
});

describe('reset', () => {
  it('reseeds what writes reached, keeps the modules only read, and leaves the state as the seed made it', async () => {
    const t = await startTestBackend();
    try {
      const { backend } = t;
      backend.reset();
      const pristine = JSON.stringify(backend.store.dataView());
      const modules = backend.store.rawResources;
      const token = await t.tokenOf('mei');
      // A read through the API leaves its modules as they are; a write through it, or outside any request, does not.
      expect((await t.call('GET', '/user/logPush/events', { token })).status).toBe(200);
      const created = await t.call('POST', '/user/logPush/events', { token, body: { name: 'reset-check', type: 'manual', logType: 'waf', siteIDs: [4101], url: 'https://x.harbor-tea.example/' } });
      expect(created.status).toBe(200);
      (backend.store.resources['site-config'] as Record<string, unknown>).extra = 1;
      backend.store.accounts.get(302)!.companyName = 'Harbor Tea (renamed)';
      expect(JSON.stringify(backend.store.dataView())).not.toBe(pristine);
      backend.reset();
      expect(JSON.stringify(backend.store.dataView())).toBe(pristine);
      expect(backend.store.rawResources.logPush).not.toBe(modules.logPush);
      expect(backend.store.rawResources.sites).not.toBe(modules.sites);
      expect(backend.store.rawResources['site-config']).not.toBe(modules['site-config']);
      expect(backend.store.rawResources['security.waf']).toBe(modules['security.waf']);
    } finally {
      t.close();
    }
  });

  it('seeds everything again once the last full seed is a minute old', () => {
    let clock = Date.UTC(2026, 10, 29, 2, 0, 0);
    const backend = createBackend({ log: quiet, now: () => clock });
    backend.reset();
    const modules = backend.store.rawResources;
    clock += 30_000;
    backend.reset();
    expect(backend.store.rawResources['security.waf']).toBe(modules['security.waf']);
    expect(backend.store.seededAt).toBe(new Date(Date.UTC(2026, 10, 29, 2, 0, 0)).toISOString());
    clock += 31_000;
    backend.reset();
    expect(backend.store.rawResources['security.waf']).not.toBe(modules['security.waf']);
    expect(backend.store.seededAt).toBe(new Date(clock).toISOString());
    backend.close();
  });
});
