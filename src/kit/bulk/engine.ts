// Issue 28, "Apply to many sites": the run engine. A run is a list of sites, each written once by `write`, with at
// most `concurrency` writes in flight; it can be paused (nothing new starts, what is in flight ends), cancelled (what
// is left is marked cancelled), and its failed sites retried. Every change of state is saved through a RunStore
// (IndexedDB in the browser, see store.ts) so that a run left by a reload or a closed tab resumes where it stopped:
// a site that was in flight when the page went away is written again (the writes are idempotent: a setting is set
// to the same values, a rule list's entries are added only where missing). No React, no DOM: the bench runs it in
// Node against the embedded backend.

/** What became of one site. `refused`: the role may not write it (never attempted); `unchanged`: nothing to write. */
export type ItemStatus = 'pending' | 'running' | 'done' | 'failed' | 'refused' | 'unchanged' | 'cancelled';

export interface RunItem {
  siteId: number;
  siteName: string;
  status: ItemStatus;
  /** Why it failed or was refused (a message for the report). */
  error?: string;
  /** What the write did, for the report (e.g. "2 added; skipped as already there: 10.0.0.1"). */
  note?: string;
  attempts: number;
}

export type RunState = 'running' | 'paused' | 'cancelled' | 'finished';

export interface Run<Spec = unknown> {
  id: string;
  /** Where the run was started (a descriptor's name), so the place that started it offers to resume it. */
  source: string;
  /** What is applied, in words (the descriptor's title), for the banner and the report. */
  title: string;
  /** The console the run's calls belong to. */
  area: string;
  createdAt: string;
  state: RunState;
  /** Everything `write` needs to write a site again after a reload (JSON). */
  spec: Spec;
  items: RunItem[];
}

export interface RunStore {
  save(run: Run): Promise<void>;
  remove(id: string): Promise<void>;
  list(): Promise<Run[]>;
}

/** Writes one site; answers a note for the report. Rejects with the reason it failed. */
export type WriteSite<Spec> = (item: RunItem, spec: Spec) => Promise<string | void>;

export interface Counts {
  total: number;
  done: number;
  failed: number;
  refused: number;
  unchanged: number;
  cancelled: number;
  running: number;
  /** Not written yet (pending or in flight). */
  left: number;
}

export function countsOf(items: readonly RunItem[]): Counts {
  const c: Counts = { total: items.length, done: 0, failed: 0, refused: 0, unchanged: 0, cancelled: 0, running: 0, left: 0 };
  for (const item of items) {
    if (item.status === 'pending' || item.status === 'running') c.left++;
    if (item.status === 'running') c.running++;
    else if (item.status !== 'pending') c[item.status]++;
  }
  return c;
}

const messageOf = (error: unknown): string => {
  if (error && typeof error === 'object' && 'message' in error && typeof (error as { message: unknown }).message === 'string') {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'number' ? `${(error as { message: string }).message} (${code})` : (error as { message: string }).message;
  }
  return String(error);
};

export interface RunnerOptions {
  /** Writes in flight at most (default 4). */
  concurrency?: number;
  /** After every change (a site started, ended; paused, finished…). */
  onChange?: (run: Run) => void;
  /** The run is resumed from the store: its failed sites are written again too. */
  resume?: boolean;
}

export class BulkRunner<Spec> {
  readonly run: Run<Spec>;
  private readonly write: WriteSite<Spec>;
  private readonly store: RunStore | null;
  private readonly concurrency: number;
  private readonly onChange?: (run: Run) => void;
  private inFlight = 0;
  private idle: Promise<void> = Promise.resolve();
  private settle: (() => void) | null = null;
  private saving: Promise<void> = Promise.resolve();
  /** The newest state not yet handed to the store (saves are coalesced: a store slower than the run is given only
   * the latest state, never a queue of a thousand 500-site records to clone on the main thread). */
  private queued: Run<Spec> | null = null;
  private writing = false;

  constructor(run: Run<Spec>, write: WriteSite<Spec>, store: RunStore | null, options: RunnerOptions = {}) {
    this.run = run;
    this.write = write;
    this.store = store;
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.onChange = options.onChange;
    // A run read back after a reload: what was in flight then is written again, and (resumed by the user) what failed,
    // often the writes the closing page cut off.
    for (const item of run.items) if (item.status === 'running' || (options.resume && item.status === 'failed')) item.status = 'pending';
    if (options.resume && run.state !== 'cancelled') run.state = 'paused';
  }

  counts(): Counts {
    return countsOf(this.run.items);
  }

  /** Starts (or resumes) the run; answers when nothing is in flight and the run is finished, paused or cancelled. */
  start(): Promise<void> {
    if (this.run.state === 'finished' || this.run.state === 'cancelled') return this.idle;
    this.run.state = 'running';
    if (this.inFlight === 0) this.idle = new Promise((resolve) => (this.settle = resolve));
    this.changed();
    this.pump();
    return this.idle;
  }

  /** Nothing new starts; the writes in flight end. */
  pause(): Promise<void> {
    if (this.run.state === 'running') {
      this.run.state = 'paused';
      this.changed();
      this.checkIdle();
    }
    return this.idle;
  }

  /** What is left is not written; the run ends (its record removed once nothing is in flight). */
  cancel(): Promise<void> {
    if (this.run.state === 'finished' || this.run.state === 'cancelled') return this.idle;
    for (const item of this.run.items) if (item.status === 'pending') item.status = 'cancelled';
    this.run.state = 'cancelled';
    this.changed();
    this.checkIdle();
    return this.idle;
  }

  /** The failed sites are written again (the run goes on if it had finished). */
  retryFailed(): Promise<void> {
    let any = false;
    for (const item of this.run.items) {
      if (item.status === 'failed') {
        item.status = 'pending';
        item.error = undefined;
        any = true;
      }
    }
    if (!any) return this.idle;
    this.run.state = 'paused';
    return this.start();
  }

  /** Resolves once every save so far is stored. */
  flushed(): Promise<void> {
    return this.saving;
  }

  private pump() {
    while (this.run.state === 'running' && this.inFlight < this.concurrency) {
      const next = this.run.items.find((item) => item.status === 'pending');
      if (!next) break;
      void this.one(next);
    }
    this.checkIdle();
  }

  private async one(item: RunItem) {
    item.status = 'running';
    item.attempts += 1;
    this.inFlight++;
    this.changed();
    try {
      const note = await this.write(item, this.run.spec);
      item.status = 'done';
      item.note = note || undefined;
      item.error = undefined;
    } catch (error) {
      item.status = 'failed';
      item.error = messageOf(error);
    }
    this.inFlight--;
    this.changed();
    this.pump();
  }

  private checkIdle() {
    if (this.inFlight > 0) return;
    if (this.run.state === 'running' && !this.run.items.some((item) => item.status === 'pending')) {
      this.run.state = 'finished';
      this.changed();
    }
    if (this.run.state !== 'running') {
      const settle = this.settle;
      this.settle = null;
      // Resolves after the last save, so that what a caller reads from the store is the final state.
      if (settle) void this.saving.then(settle);
    }
  }

  private changed() {
    const snapshot: Run<Spec> = { ...this.run, items: this.run.items.map((item) => ({ ...item })) };
    if (this.store) {
      this.queued = snapshot;
      if (!this.writing) {
        this.writing = true;
        this.saving = this.drain(this.store);
      }
    }
    this.onChange?.(snapshot);
  }

  /** Saves in order, each time the newest state queued, until none is left. */
  private async drain(store: RunStore) {
    for (let next = this.queued; next; next = this.queued) {
      this.queued = null;
      // A cancelled run, or one finished without a failure, is removed (nothing to resume). One with failed sites
      // stays until they are written (a closing page fails the writes it cuts off).
      const ended = next.state === 'cancelled' || (next.state === 'finished' && !next.items.some((item) => item.status === 'failed'));
      await (ended && this.inFlight === 0 ? store.remove(next.id) : store.save(next)).catch(() => undefined);
    }
    this.writing = false;
  }
}

/** A new run: every site pending, except those refused or with nothing to write (kept for the report). */
export function newRun<Spec>(fields: Omit<Run<Spec>, 'state' | 'items' | 'createdAt' | 'id'> & { id?: string }, items: Omit<RunItem, 'attempts'>[]): Run<Spec> {
  return {
    id: fields.id ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    createdAt: new Date().toISOString(),
    state: 'paused',
    ...fields,
    items: items.map((item) => ({ ...item, attempts: 0 })),
  };
}
