// Issue 28, "Apply to many sites": what is applied (a spec, JSON, kept with the run so a reload can go on), what it
// would change on each site (the preview: a setting's Now/After, a rule list's entries added and duplicates skipped)
// and the write of one site. Calls go through `call` (the console's callOperation; the bench's own transport), by the
// contract's operation ids named in the descriptors.
import { changesBetween, type FieldChange } from '../../schema-form/diff';

type Values = Record<string, unknown>;

export interface CallArgs {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}
export type Call = <T = unknown>(operation: string, args: CallArgs) => Promise<T>;

/** A settings form's values set on every site (its load and save calls, as the descriptor names them). */
export interface SettingSpec {
  kind: 'setting';
  load: { operation: string; pick?: string };
  save: { operation: string; wrap?: string; list?: boolean };
  values: Values;
}

/** Rows of a rule list added to every site, skipping those a site already has. */
export interface RulesSpec {
  kind: 'rules';
  /** The list call (paged with `page`/`pageSize`, or every row with `all`). */
  list: string;
  all?: Record<string, string | number | boolean>;
  /** The create call (one row a call), or a batch call taking the rows under `wrap`. */
  create: string;
  batch?: { operation: string; wrap: string };
  /** The rows as they are sent, each with its identity (`key`, from the row as the list call answers it) and name. */
  entries: { body: Values; key: string; name: string }[];
  /** A field naming a rule once (the list's `transfer.unique`): the identity is that field alone. */
  unique?: { field: string; ignoreCase?: boolean };
}

export type BulkSpec = SettingSpec | RulesSpec;

/** The operation that writes a site (what the role must be allowed on it). */
export const writeOperation = (spec: BulkSpec) => (spec.kind === 'setting' ? spec.save.operation : (spec.batch?.operation ?? spec.create));

/** Large enough for every row a site holds (as the list's export reads them). */
const ALL_ROWS = 5000;

/** Fields that never make two rules different: the row's key, place and times, its switch and note. */
const IGNORED = new Set(['id', 'priority', 'createdAt', 'updatedAt', 'createTime', 'updateTime', 'enabled', 'memo', 'remark', 'siteID', 'siteId']);

const normal = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(normal).map((item) => JSON.stringify(item)).sort();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normal((value as Values)[key])]),
    );
  }
  return value;
};

/** What makes a rule the same rule on another site: its fields but the ignored ones (lists as sets), or its unique
 * field. A site's row is that rule when it has the same values in those fields (JSON of the normalised fields). */
export function ruleKey(row: Values, unique?: RulesSpec['unique']): string {
  if (unique) {
    const value = row[unique.field];
    return JSON.stringify({ [unique.field]: typeof value === 'string' && unique.ignoreCase ? value.toLowerCase() : normal(value) });
  }
  const kept = Object.fromEntries(Object.entries(row).filter(([field, value]) => !IGNORED.has(field) && value !== undefined && value !== null));
  return JSON.stringify(normal(kept));
}

/** The key of a site's row on the fields of an entry's key only (a row may carry fields the entry does not name). */
function keyOn(row: Values, fields: string[], unique?: RulesSpec['unique']): string {
  if (unique) return ruleKey(row, unique);
  return ruleKey(Object.fromEntries(fields.map((field) => [field, row[field]])));
}

export interface SitePreview {
  siteId: number;
  siteName: string;
  /** `changes`: something to write; `unchanged`: nothing; `refused`: the role may not write it; `failed`: could not be read. */
  status: 'changes' | 'unchanged' | 'refused' | 'failed';
  before?: Values;
  after?: Values;
  changes?: FieldChange[];
  /** Rule lists: the names of the entries that would be added and of those the site already has. */
  added?: string[];
  duplicates?: string[];
  error?: string;
}

const pickFrom = (pick: string | undefined, answer: unknown): Values => {
  const data = (answer as { data?: unknown } | undefined)?.data ?? answer;
  const value = pick ? (data as Values | undefined)?.[pick] : data;
  return (value ?? {}) as Values;
};

const bodyOf = (save: SettingSpec['save'], values: Values) => (save.wrap ? { [save.wrap]: save.list ? [values] : values } : values);

async function rowsOf(spec: RulesSpec, siteId: number, call: Call): Promise<Values[]> {
  const answer = await call<{ data?: unknown }>(spec.list, { path: { siteId }, query: spec.all ?? { page: 1, pageSize: ALL_ROWS } });
  return Array.isArray(answer?.data) ? (answer.data as Values[]) : [];
}

/** The entries a site lacks and those it has already. */
function sorted(spec: RulesSpec, existing: readonly Values[]) {
  const missing: RulesSpec['entries'] = [];
  const duplicates: RulesSpec['entries'] = [];
  const held = new Map<string, Set<string>>();
  for (const entry of spec.entries) {
    const fields = Object.keys(JSON.parse(entry.key) as Values);
    const shape = fields.join('\u0000');
    let keys = held.get(shape);
    if (!keys) held.set(shape, (keys = new Set(existing.map((row) => keyOn(row, fields, spec.unique)))));
    if (keys.has(entry.key)) duplicates.push(entry);
    else {
      missing.push(entry);
      keys.add(entry.key);
    }
  }
  return { missing, duplicates };
}

/** What applying the spec would do to one site (reads it; writes nothing). */
export async function previewSite(spec: BulkSpec, site: { id: number; siteName: string }, call: Call): Promise<SitePreview> {
  const base = { siteId: site.id, siteName: site.siteName };
  try {
    if (spec.kind === 'setting') {
      const before = pickFrom(spec.load.pick, await call(spec.load.operation, { path: { siteId: site.id } }));
      const after = { ...before, ...spec.values };
      const changes = changesBetween(before, after);
      return { ...base, status: changes.length ? 'changes' : 'unchanged', before, after, changes };
    }
    const { missing, duplicates } = sorted(spec, await rowsOf(spec, site.id, call));
    return { ...base, status: missing.length ? 'changes' : 'unchanged', added: missing.map((e) => e.name), duplicates: duplicates.map((e) => e.name) };
  } catch (error) {
    return { ...base, status: 'failed', error: error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error) };
  }
}

/** Writes one site; answers what it did (for the report). Rule lists read the site again and add only what it lacks. */
export async function writeSite(spec: BulkSpec, siteId: number, call: Call): Promise<string> {
  if (spec.kind === 'setting') {
    // The site's other fields (those the form does not show) are sent as they are.
    const before = pickFrom(spec.load.pick, await call(spec.load.operation, { path: { siteId } }));
    await call(spec.save.operation, { path: { siteId }, body: bodyOf(spec.save, { ...before, ...spec.values }) });
    return '';
  }
  const { missing, duplicates } = sorted(spec, await rowsOf(spec, siteId, call));
  if (missing.length) {
    if (spec.batch) await call(spec.batch.operation, { path: { siteId }, body: { [spec.batch.wrap]: missing.map((e) => e.body) } });
    else for (const entry of missing) await call(spec.create, { path: { siteId }, body: entry.body });
  }
  return JSON.stringify({ added: missing.map((e) => e.name), skipped: duplicates.map((e) => e.name) });
}

/** The preview of every site, `concurrency` reads at once; refused sites are not read. */
export async function previewAll(
  spec: BulkSpec,
  sites: readonly { id: number; siteName: string }[],
  call: Call,
  options: { refused?: (siteId: number) => string | null; concurrency?: number; onProgress?: (done: number) => void } = {},
): Promise<SitePreview[]> {
  const out: SitePreview[] = new Array(sites.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < sites.length) {
      const index = next++;
      const site = sites[index]!;
      const refusal = options.refused?.(site.id) ?? null;
      out[index] = refusal ? { siteId: site.id, siteName: site.siteName, status: 'refused', error: refusal } : await previewSite(spec, site, call);
      options.onProgress?.(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 8, sites.length) }, worker));
  return out;
}

/** A count of sites done for a progress display: the latest count is published at most once every `everyMs` (the
 * first `everyMs` after a change), so that 500 arriving reads are a few drawings, not 500. */
export interface ProgressCount {
  /** The count published (what a display shows). */
  get(): number;
  /** A new count (published with the next tick). */
  set(done: number): void;
  subscribe(listener: () => void): () => void;
  /** No tick after this (the work is over). */
  stop(): void;
}

export function progressCount(everyMs: number): ProgressCount {
  let shown = 0;
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => shown,
    set: (done) => {
      latest = done;
      timer ??= setTimeout(() => {
        timer = undefined;
        shown = latest;
        for (const listener of listeners) listener();
      }, everyMs);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    stop: () => {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
