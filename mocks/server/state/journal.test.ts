// @vitest-environment node
// The state file's journal (persistence.ts, units.ts) and the check of the modules' states at start (validate.ts).
import { appendFileSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../index.ts';
import { seedResources } from '../resources/define.ts';
import { resourceModules } from '../resources/index.generated.ts';
import { DEMO, startTestBackend } from '../testing.ts';
import { useTempDir } from '../test-backend.ts';
import type { BackendConfig } from '../types.ts';
import type { StateData } from './model.ts';
import { InvalidStateFile, journalOf, readStateFile, StateJournal } from './persistence.ts';
import { createSeed } from './seed.ts';
import { Store } from './store.ts';
import { compose, decompose } from './units.ts';

const config: BackendConfig = { accessTtlMs: 900_000, refreshTtlMs: 604_800_000, challengeTtlMs: 600_000, mailTokenTtlMs: 604_800_000, maxCodeAttempts: 5 };
const quiet = () => {};
const journalLines = (file: string) => readFileSync(journalOf(file), 'utf8').split('\n').filter(Boolean);

/** The seed with every resource module seeded, as a state file holds it. */
function seededState(): StateData {
  const store = new Store(createSeed(Date.now(), config));
  seedResources(store, resourceModules, Date.now());
  return store.toData();
}

const dir = useTempDir('parapet-journal-');

/** Starts a backend on `file`, writes Harbor Tea's company name and stops it: the write is in the journal. */
function writeCompanyName(file: string, name: string): void {
  const backend = createBackend({ stateFile: file, log: quiet });
  backend.store.accounts.get(302)!.companyName = name;
  backend.store.changed();
  backend.flush();
  backend.close();
}

describe('units', () => {
  it('compose gives back the state decompose took apart', () => {
    const data = seededState();
    expect(JSON.parse(JSON.stringify(compose(decompose(data).values(), { version: data.version })))).toEqual(JSON.parse(JSON.stringify(data)));
  });
});

describe('journal', () => {
  it('appends only what a write changed, and a restart replays it', async () => {
    const file = join(dir(), 'demo.json');
    const t = await startTestBackend({ stateFile: file });
    let snapshot: number;
    try {
      snapshot = statSync(file).size;
      const token = await t.tokenOf('mei');
      const before = journalLines(file).length;
      const answer = await t.call('PUT', '/user/site/4101/tags', { token, body: { tags: ['journalled'] } });
      expect(answer.status).toBe(200);
      const lines = journalLines(file);
      expect(lines).toHaveLength(before + 1);
      // One site's record, not the 3 MB state; the snapshot is not rewritten.
      const last = lines.at(-1)!;
      expect(last.length).toBeLessThan(5_000);
      expect(last).toContain('journalled');
      expect(statSync(file).size).toBe(snapshot);
    } finally {
      await t.close();
    }
    const again = createBackend({ stateFile: file, log: quiet });
    try {
      const sites = (again.store.rawResources.sites as { sites: { id: number; tags: string[] }[] }).sites;
      expect(sites.find((s) => s.id === 4101)?.tags).toEqual(['journalled']);
      // Folded into a new snapshot at start: the journal holds its header only.
      expect(journalLines(file)).toHaveLength(1);
      expect(readFileSync(file, 'utf8')).toContain('journalled');
    } finally {
      again.close();
    }
  });

  /** Signs mei in and gives her an API token. */
  async function apiTokenOf(t: Awaited<ReturnType<typeof startTestBackend>>) {
    const token = await t.tokenOf('mei');
    const created = await t.call<{ data: { id: number; refreshToken: string } }>('POST', '/apiToken', { token, body: { name: 'reader', days: 0 } });
    expect(created.status).toBe(200);
    return { token, id: created.body.data.id, apiToken: created.body.data.refreshToken };
  }

  it('does not write on reads with an API token; their last use goes out with the next write', async () => {
    const file = join(dir(), 'reads.json');
    const t = await startTestBackend({ stateFile: file, stateSaveDelayMs: 60_000 });
    try {
      const { token, id, apiToken } = await apiTokenOf(t);
      const before = journalLines(file).length;
      for (let i = 0; i < 5; i++) expect((await t.call('GET', '/user/site/4101', { token: apiToken })).status).toBe(200);
      expect(journalLines(file)).toHaveLength(before);
      const used = t.backend.store.apiTokens.get(id)!.lastUsedAt;
      expect(used).not.toBeNull();
      expect(readStateFile(file, quiet)!.apiTokens.find((a) => a.id === id)?.lastUsedAt).toBeNull();
      // The next write carries it.
      expect((await t.call('PUT', '/user/site/4101/tags', { token, body: { tags: ['after-reads'] } })).status).toBe(200);
      expect(journalLines(file)).toHaveLength(before + 1);
      expect(readStateFile(file, quiet)!.apiTokens.find((a) => a.id === id)?.lastUsedAt).toBe(used);
    } finally {
      await t.close();
    }
  });

  it('saves a read\'s bookkeeping on the timer when no write comes', async () => {
    const file = join(dir(), 'timer.json');
    const t = await startTestBackend({ stateFile: file, stateSaveDelayMs: 50 });
    try {
      const { id, apiToken } = await apiTokenOf(t);
      expect((await t.call('GET', '/user/site/4101', { token: apiToken })).status).toBe(200);
      const used = t.backend.store.apiTokens.get(id)!.lastUsedAt;
      expect(used).not.toBeNull();
      await expect.poll(() => readStateFile(file, quiet)!.apiTokens.find((a) => a.id === id)?.lastUsedAt, { timeout: 5_000 }).toBe(used);
    } finally {
      await t.close();
    }
  });

  it('ignores a torn last line, and refuses a journal damaged before it', () => {
    const file = join(dir(), 'torn.json');
    writeCompanyName(file, 'Harbor Tea (kept)');
    const kept = readFileSync(journalOf(file), 'utf8');
    // A write cut short: no newline at its end.
    appendFileSync(journalOf(file), '{"s":[[["t","accounts",302],{"id":302,"compa');
    const lines: string[] = [];
    const second = createBackend({ stateFile: file, log: (line) => lines.push(line) });
    expect(second.store.accounts.get(302)?.companyName).toBe('Harbor Tea (kept)');
    expect(lines.join('\n')).toMatch(/ignored its last line/);
    second.close();

    // A damaged line followed by a complete one is not a cut-short write: the start stops, naming the line.
    writeCompanyName(file, 'Harbor Tea (third)');
    const [header, ...entries] = readFileSync(journalOf(file), 'utf8').split('\n');
    writeFileSync(journalOf(file), [header, '{"s":[[["t","acc', ...entries].join('\n'));
    expect(() => createBackend({ stateFile: file, log: quiet })).toThrow(InvalidStateFile);
    expect(() => createBackend({ stateFile: file, log: quiet })).toThrow(/journal .* is damaged at line 2/);
    expect(kept).not.toBe('');
  });

  it('ignores a journal of another generation (a crash between the snapshot and the new journal)', () => {
    const file = join(dir(), 'generation.json');
    writeCompanyName(file, 'Harbor Tea (journalled)');
    const oldJournal = readFileSync(journalOf(file), 'utf8');
    // The next start folds it into a new snapshot; put the old journal back, as if the crash came before its replacement.
    writeCompanyName(file, 'Harbor Tea (in the snapshot)');
    const third = createBackend({ stateFile: file, log: quiet });
    third.close();
    writeFileSync(journalOf(file), oldJournal);
    expect(readStateFile(file, quiet)!.accounts.find((a) => a.id === 302)?.companyName).toBe('Harbor Tea (in the snapshot)');
  });

  it('folds the journal into the snapshot once it grows past its limit', async () => {
    const file = join(dir(), 'compact.json');
    const store = new Store(createSeed(Date.now(), config));
    seedResources(store, resourceModules, Date.now());
    const journal = new StateJournal(file, store, quiet, { compactBytes: 20_000 });
    journal.compact();
    const generation = journal.journalGeneration;
    let name = '';
    for (let i = 0; i < 100 && journal.journalGeneration === generation; i++) {
      name = `Harbor Tea ${i} ${'x'.repeat(200)}`;
      store.accounts.get(302)!.companyName = name;
      store.changed();
      journal.flush();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(journal.journalGeneration).not.toBe(generation);
    expect(journalLines(file).length).toBeLessThan(5);
    expect(readStateFile(file, quiet)!.accounts.find((a) => a.id === 302)?.companyName).toBe(name);
    journal.close();
  });

  it('keeps every kind of change: a module key replaced, a record added and removed, rows reordered, a row deleted', () => {
    const file = join(dir(), 'kinds.json');
    const backend = createBackend({ stateFile: file, log: quiet });
    const sites = backend.store.resources.sites as { sites: { id: number; name?: string }[]; zones: unknown[] };
    const [a, b] = sites.sites;
    sites.sites.splice(0, 2, b!, a!);
    sites.sites.push({ ...a!, id: 999_001 });
    sites.sites.splice(5, 1);
    sites.zones = [];
    backend.store.accounts.delete(340);
    backend.store.changed();
    backend.flush();
    const expected = JSON.parse(JSON.stringify(backend.store.toData())) as StateData;
    backend.close();
    const saved = readStateFile(file, quiet)!;
    expect(JSON.parse(JSON.stringify(saved))).toEqual(expected);
  });
});

describe('modules checked at start', () => {
  it('stops the start naming the module, table, row and field of a bad module row', () => {
    const file = join(dir(), 'module.json');
    const data = seededState();
    const sites = data.resources.sites as { sites: { id: number; tags: unknown }[] };
    sites.sites[3]!.tags = 'not-a-list';
    writeFileSync(file, JSON.stringify(data));
    expect(() => createBackend({ stateFile: file, log: quiet })).toThrow(InvalidStateFile);
    expect(() => createBackend({ stateFile: file, log: quiet })).toThrow(
      new RegExp(`module sites, table sites, row 3 \\(id ${sites.sites[3]!.id}\\), field tags: must be an array, not a string`),
    );
    // Nothing was overwritten.
    expect(JSON.parse(readFileSync(file, 'utf8')).resources.sites.sites[3].tags).toBe('not-a-list');
  });

  it('stops the start when a module table is not a table', () => {
    const file = join(dir(), 'module-table.json');
    const data = seededState();
    (data.resources['site-config'] as Record<string, unknown>).certificates = { broken: true };
    writeFileSync(file, JSON.stringify(data));
    expect(() => createBackend({ stateFile: file, log: quiet })).toThrow(/module site-config, table certificates: must be an array, not an object/);
  });

  it('does not judge what the seed cannot tell: null, a missing field, an extra field', () => {
    const file = join(dir(), 'lenient.json');
    const data = seededState();
    const rows = (data.resources.sites as { sites: Record<string, unknown>[] }).sites;
    rows[0]!.tags = null;
    delete rows[1]!.tags;
    rows[2]!.addedLater = { any: 'thing' };
    writeFileSync(file, JSON.stringify(data));
    const backend = createBackend({ stateFile: file, log: quiet });
    backend.close();
  });

  it('starts on the state it saved itself after writes', async () => {
    const file = join(dir(), 'own.json');
    const t = await startTestBackend({ stateFile: file });
    try {
      const token = await t.tokenOf('mei');
      expect((await t.call('PUT', '/user/site/4101/tags', { token, body: { tags: ['a', 'b'] } })).status).toBe(200);
      const signedIn = await t.signIn('user', DEMO.kai.email, DEMO.kai.password);
      expect(signedIn.accessToken).toBeTruthy();
    } finally {
      await t.close();
    }
    const again = createBackend({ stateFile: file, log: quiet });
    again.close();
  });
});
