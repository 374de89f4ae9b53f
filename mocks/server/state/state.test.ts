// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackend } from '../index.ts';
import { DEMO } from '../testing.ts';
import type { BackendConfig } from '../types.ts';
import { STATE_VERSION, type StateData } from './model.ts';
import { DebouncedSaver } from './persistence.ts';
import { createSeed } from './seed.ts';

const config: BackendConfig = { accessTtlMs: 900_000, refreshTtlMs: 604_800_000, challengeTtlMs: 600_000, mailTokenTtlMs: 604_800_000, maxCodeAttempts: 5 };
const quiet = () => {};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'parapet-state-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

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
    const file = join(dir, 'demo.json');
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

  it('starts from the seed when the file is of another version or broken', () => {
    const file = join(dir, 'demo.json');
    const lines: string[] = [];
    writeFileSync(file, JSON.stringify({ version: STATE_VERSION + 1 }));
    const a = createBackend({ stateFile: file, log: (line) => lines.push(line) });
    expect(a.store.accounts.size).toBeGreaterThan(0);
    a.close();
    writeFileSync(file, '{ not json');
    const b = createBackend({ stateFile: file, log: (line) => lines.push(line) });
    expect(b.store.accounts.size).toBeGreaterThan(0);
    b.close();
    expect(lines.join('\n')).toMatch(/version[\s\S]*not valid JSON/);
  });

  it('loads a file saved before a table existed, with that table empty', () => {
    const file = join(dir, 'older.json');
    const { licenses: _licenses, dnsSettings: _dns, ...older } = createSeed(Date.now(), config);
    writeFileSync(file, JSON.stringify(older));
    const backend = createBackend({ stateFile: file, log: quiet });
    expect(backend.store.licenses.size).toBe(0);
    expect(backend.store.dnsSettings.size).toBe(0);
    expect(backend.store.accounts.size).toBe(older.accounts.length);
    backend.close();
  });

  it('saves once after a burst of changes', async () => {
    const file = join(dir, 'burst.json');
    let snapshots = 0;
    const saver = new DebouncedSaver(file, () => {
      snapshots += 1;
      return createSeed(0, config);
    }, quiet, 20);
    for (let i = 0; i < 50; i += 1) saver.schedule();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(snapshots).toBe(1);
  });
});
