import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkRunner, countsOf, newRun, type Run, type RunItem } from './engine';
import { previewAll, progressCount, ruleKey, type RulesSpec, writeSite } from './plan';
import { closeRunStore, idbRunStore } from './store';

const sites = (n: number) => Array.from({ length: n }, (_, i) => ({ siteId: 100 + i, siteName: `s${i}.example`, status: 'pending' as const }));

/** A write whose answers the test releases one by one. */
function gate() {
  const waiting: { item: RunItem; resolve: () => void; reject: (e: Error) => void }[] = [];
  let inFlight = 0;
  let most = 0;
  const write = (item: RunItem) =>
    new Promise<string>((resolve, reject) => {
      inFlight++;
      most = Math.max(most, inFlight);
      waiting.push({
        item,
        resolve: () => {
          inFlight--;
          resolve('');
        },
        reject: (e) => {
          inFlight--;
          reject(e);
        },
      });
    });
  const tick = () => new Promise((r) => setTimeout(r, 0));
  return { write, waiting, most: () => most, tick };
}

afterEach(() => {
  closeRunStore();
  globalThis.indexedDB = new IDBFactory();
});

describe('BulkRunner', () => {
  it('keeps at most `concurrency` writes in flight and finishes every site', async () => {
    const g = gate();
    const runner = new BulkRunner(newRun({ source: 's', title: 't', area: 'user', spec: {} }, sites(10)), g.write, null, { concurrency: 4 });
    const done = runner.start();
    await g.tick();
    expect(g.waiting.length).toBe(4);
    while (runner.counts().left > 0) {
      g.waiting.shift()?.resolve();
      await g.tick();
    }
    await done;
    expect(g.most()).toBe(4);
    expect(runner.run.state).toBe('finished');
    expect(countsOf(runner.run.items)).toMatchObject({ total: 10, done: 10, failed: 0, left: 0 });
  });

  it('pauses (what is in flight ends, nothing new starts), resumes, cancels what is left and retries the failed', async () => {
    const g = gate();
    const runner = new BulkRunner(newRun({ source: 's', title: 't', area: 'user', spec: {} }, sites(8)), g.write, null, { concurrency: 2 });
    void runner.start();
    await g.tick();
    const paused = runner.pause();
    g.waiting.shift()!.resolve();
    g.waiting.shift()!.reject(Object.assign(new Error('Refused'), { code: 101025 }));
    await paused;
    expect(g.waiting.length).toBe(0);
    expect(runner.counts()).toMatchObject({ done: 1, failed: 1, left: 6 });
    expect(runner.run.items[1]!.error).toBe('Refused (101025)');

    void runner.start();
    await g.tick();
    expect(g.waiting.length).toBe(2);
    const cancelled = runner.cancel();
    g.waiting.shift()!.resolve();
    g.waiting.shift()!.resolve();
    await cancelled;
    expect(runner.run.state).toBe('cancelled');
    expect(runner.counts()).toMatchObject({ done: 3, failed: 1, cancelled: 4, left: 0 });

    // Retrying after a cancel does nothing; on a finished run the failed site is written again.
    const other = new BulkRunner(newRun({ source: 's', title: 't', area: 'user', spec: {} }, sites(2)), g.write, null, { concurrency: 2 });
    const first = other.start();
    await g.tick();
    g.waiting.shift()!.reject(new Error('Timeout'));
    g.waiting.shift()!.resolve();
    await first;
    expect(other.run.state).toBe('finished');
    expect(other.counts()).toMatchObject({ done: 1, failed: 1 });
    const again = other.retryFailed();
    await g.tick();
    expect(g.waiting.map((w) => w.item.siteId)).toEqual([100]);
    g.waiting.shift()!.resolve();
    await again;
    expect(other.counts()).toMatchObject({ done: 2, failed: 0 });
    expect(other.run.items[0]!.attempts).toBe(2);
  });

  it('keeps the run in IndexedDB until done; after a reload it resumes where it stopped, writing again what was in flight', async () => {
    const g = gate();
    const store = idbRunStore();
    const refused = { siteId: 99, siteName: 'other.example', status: 'refused' as const, error: 'Your role does not cover this site.' };
    const runner = new BulkRunner(newRun({ source: 'user.site.compression', title: 'Compression', area: 'user', spec: { values: { gzip: true } } }, [refused, ...sites(5)]), g.write, store, { concurrency: 2 });
    void runner.start();
    await g.tick();
    g.waiting.shift()!.resolve();
    await g.tick();
    await runner.flushed();
    // The tab goes away here: one site done, two in flight, two pending.
    closeRunStore();
    const [kept] = (await idbRunStore().list()) as Run<{ values: object }>[];
    expect(kept).toBeDefined();
    expect(kept!.source).toBe('user.site.compression');
    expect(kept!.spec).toEqual({ values: { gzip: true } });
    expect(kept!.items.map((i) => i.status)).toEqual(['refused', 'done', 'running', 'running', 'pending', 'pending']);

    const written: number[] = [];
    const resumed = new BulkRunner(kept!, async (item) => void written.push(item.siteId), idbRunStore(), { concurrency: 2 });
    await resumed.start();
    expect(written.sort()).toEqual([101, 102, 103, 104]);
    expect(resumed.counts()).toMatchObject({ done: 5, refused: 1, left: 0 });
    // Never attempted: the refused site.
    expect(resumed.run.items[0]!.attempts).toBe(0);
    expect(await idbRunStore().list()).toEqual([]);
  });
  it('gives a slow store only the newest state, in order, and the last one saved is the final state', async () => {
    const saved: string[] = [];
    let release: (() => void) | null = null;
    const store = {
      // Each save waits until the test releases it.
      save: (run: Run) => new Promise<void>((resolve) => (release = () => (saved.push(run.items.map((i) => i.status[0]).join('')), resolve()))),
      remove: async () => undefined,
      list: async () => [],
    };
    const g = gate();
    const runner = new BulkRunner(newRun({ source: 's', title: 't', area: 'user', spec: {} }, sites(6)), g.write, store, { concurrency: 2 });
    void runner.start();
    await g.tick();
    // Many changes while the first save is still being written.
    for (let i = 0; i < 3; i++) {
      g.waiting.shift()?.resolve();
      await g.tick();
    }
    release!();
    await g.tick();
    // The first save, then straight to the newest state (the states between are never handed over).
    expect(saved).toHaveLength(1);
    release!();
    await g.tick();
    expect(saved).toHaveLength(2);
    expect(saved[1]).toBe('dddrrp');
  });

  it('keeps a run that finished with failed sites (a closing page cuts writes off); resumed, it writes them again', async () => {
    const store = idbRunStore();
    const first = new BulkRunner(newRun({ source: 's', title: 't', area: 'user', spec: {} }, sites(3)), async (item) => {
      if (item.siteId === 101) throw new TypeError('Failed to fetch');
    }, store);
    await first.start();
    expect(first.run.state).toBe('finished');
    const [kept] = await store.list();
    expect(kept!.items.map((i) => i.status)).toEqual(['done', 'failed', 'done']);
    const again: number[] = [];
    const resumed = new BulkRunner(kept!, async (item) => void again.push(item.siteId), store, { resume: true });
    expect(resumed.run.state).toBe('paused');
    await resumed.start();
    expect(again).toEqual([101]);
    expect(await store.list()).toEqual([]);
  });
});

describe('rule lists: duplicates', () => {
  const spec = (entries: Record<string, unknown>[]): RulesSpec => ({
    kind: 'rules',
    list: 'list-op',
    create: 'create-op',
    entries: entries.map((row) => ({ body: { ips: row.ips, blockType: row.blockType }, key: ruleKey(row), name: String(row.memo) })),
  });
  it('adds what a site lacks, skips and names what it has (lists compared as sets; ids, order and notes ignored)', async () => {
    const source = [
      { id: 1, priority: 1, ips: ['10.0.0.1', '10.0.0.2'], blockType: 'refuse', memo: 'office' },
      { id: 2, priority: 2, ips: ['192.0.2.9'], blockType: 'refuse', memo: 'scanner' },
    ];
    const target: Record<number, Record<string, unknown>[]> = {
      // A site's row may carry fields the entry does not name (read from elsewhere): compared on the entry's fields.
      7: [{ id: 50, priority: 4, ips: ['10.0.0.2', '10.0.0.1'], blockType: 'refuse', memo: 'other words', hits: 12 }],
      8: [],
    };
    const created: { siteId: number; body: unknown }[] = [];
    const call = async <T,>(operation: string, args: { path?: Record<string, string | number>; body?: unknown }): Promise<T> => {
      const siteId = Number(args.path!.siteId);
      if (operation === 'list-op') return { data: target[siteId] } as T;
      created.push({ siteId, body: args.body });
      target[siteId]!.push({ id: 99, ...(args.body as object) });
      return {} as T;
    };
    const previews = await previewAll(spec(source), [{ id: 7, siteName: 'a' }, { id: 8, siteName: 'b' }, { id: 9, siteName: 'c' }], call, {
      refused: (id) => (id === 9 ? 'no' : null),
    });
    expect(previews.map((p) => [p.status, p.added, p.duplicates])).toEqual([
      ['changes', ['scanner'], ['office']],
      ['changes', ['office', 'scanner'], []],
      ['refused', undefined, undefined],
    ]);
    expect(JSON.parse(await writeSite(spec(source), 7, call))).toEqual({ added: ['scanner'], skipped: ['office'] });
    // Written again (a resumed run): nothing is added twice.
    expect(JSON.parse(await writeSite(spec(source), 7, call))).toEqual({ added: [], skipped: ['office', 'scanner'] });
    expect(created).toEqual([{ siteId: 7, body: { ips: ['192.0.2.9'], blockType: 'refuse' } }]);
  });
});

describe('the preview’s progress count', () => {
  afterEach(() => vi.useRealTimers());

  it('publishes the latest count once a tick (500 arrivals are a few drawings), and nothing after stop', () => {
    vi.useFakeTimers();
    const count = progressCount(250);
    let drawings = 0;
    const unsubscribe = count.subscribe(() => drawings++);
    for (let done = 1; done <= 500; done++) {
      count.set(done);
      if (done % 100 === 0) vi.advanceTimersByTime(250);
    }
    // Five ticks, each showing the count as it was then, not every arrival.
    expect(drawings).toBe(5);
    expect(count.get()).toBe(500);
    count.set(501);
    count.stop();
    vi.advanceTimersByTime(1000);
    expect([drawings, count.get()]).toEqual([5, 500]);
    unsubscribe();
    count.set(502);
    vi.advanceTimersByTime(250);
    expect([drawings, count.get()]).toEqual([5, 502]);
  });
});
