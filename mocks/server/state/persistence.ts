// The state file, so a demo survives a restart (and a kill -9): a snapshot (`<file>`, the whole state as JSON) and a
// journal next to it (`<file>.journal`, one JSON line per write holding only the units it changed: state/units.ts).
// - A write answered 200 is on disk before its answer leaves: its line is appended, and the answer waits for an
//   fdatasync of the journal that started after the line was written (flushIfDirty, awaited by the dispatcher before
//   every answer). Writes answered together share one fdatasync (group commit). A write costs what it changed.
// - A read never writes: its bookkeeping (an API token's last use) goes out with the next write or on a timer.
// - The journal is folded into a new snapshot (compact) at every start and when it grows past COMPACT_BYTES:
//   snapshot to a temporary file, fsync, rename, then a new journal under a new generation. The snapshot names its
//   journal's generation, so a crash between the two steps replays nothing twice (an older journal is ignored).
// - A last journal line cut short (a crash in the middle of a write, so never answered) is ignored at start.
import { closeSync, existsSync, fdatasync, fdatasyncSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { dirname } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { messageOf } from '../http.ts';
import { emptyState, KINDS, STATE_VERSION, type StateData } from './model.ts';
import { type ChangeKind, nothingTouched, type Store } from './store.ts';
import {
  compose,
  decompose,
  fieldUnits,
  isPlainObject,
  moduleKeyUnits,
  moduleRootUnits,
  type Path,
  sameJson,
  TABLES,
  tableUnits,
  type Unit,
  type Units,
} from './units.ts';

/** Bookkeeping of reads (and changes outside requests: sweeps) is saved at most this long after it happened. */
const SAVE_DELAY_MS = 250;
const COMPACT_BYTES = 4 * 1024 * 1024;

export const journalOf = (file: string) => `${file}.journal`;

/** A state file that parses but holds something the backend cannot use: the start stops with its path. */
export class InvalidStateFile extends Error {}

export const FIX_ROW = 'Fix that row, or move the file and its journal away (or start with PARAPET_RESET=1) to start from the seed.';

/** JSON Schema of each word of a row's spec (`field:type`, the type `int` when left out). */
const TYPES: Record<string, object> = {
  int: { type: 'integer' },
  int0: { type: ['integer', 'null'] },
  num: { type: 'number' },
  str: { type: 'string' },
  str0: { type: ['string', 'null'] },
  bool: { type: 'boolean' },
  kind: { enum: [...KINDS] },
  twoFactor: { enum: [0, 1, 2] },
  ints: { type: 'array', items: { type: 'integer' } },
  strs: { type: 'array', items: { type: 'string' } },
  object: { type: 'object' },
};
/** A table whose rows all have the fields of `spec`, as `id email:str parentId:int0` (in the order checked). */
const rows = (spec: string) => {
  const properties = Object.fromEntries(spec.split(' ').map((word) => [word.split(':')[0], TYPES[word.split(':')[1] ?? 'int']]));
  return { type: 'array', items: { type: 'object', required: Object.keys(properties), properties } };
};

/** The shape of the tables the base store reads (resource modules keep their own state under `resources`). */
const STATE_SCHEMA = {
  type: 'object',
  required: ['version', 'sequences', ...TABLES, 'resources'],
  properties: {
    version: TYPES.int,
    seededAt: TYPES.str,
    defaultClientId: TYPES.int,
    sequences: { type: 'object', additionalProperties: TYPES.int },
    accounts: rows(
      'id email:str accountName:str auth:kind isRoot:bool grade parentId:int0 clientID:int0 roleID:int0 enabled:bool ' +
        'emailConfirmed:bool passwordHash:str0 login2FAType:twoFactor totpSecret:str0 updatedAt:str',
    ),
    roles: rows('id ownerId name:str metaRoleIDs:ints siteIDs:ints isDefault:bool'),
    sites: rows('id name:str ownerId'),
    sessions: rows('accessToken:str refreshToken:str accountId area:kind createdAt:num accessExpiresAt:num refreshExpiresAt:num'),
    challenges: rows('key:str purpose:str accountId area:kind expiresAt:num'),
    mailTokens: rows('token:str accountId expiresAt:num'),
    mails: rows('id to:str subject:str at:str'),
    apiTokens: rows('id accountId name:str secretHash:str'),
    branding: rows('clientId hosts:strs branding:object'),
    dnsSettings: rows('clientId'),
    licenses: rows('clientId'),
    resources: { type: 'object', additionalProperties: { type: ['object', 'array'] } },
    journalGeneration: TYPES.str,
  },
};
const validateState = new Ajv2020({ strict: false }).compile(STATE_SCHEMA);

/** A snapshot names the generation of its journal. */
type Saved = StateData & { journalGeneration?: string };

/**
 * The saved state (its snapshot with its journal replayed), or null when there is none. A snapshot that is not JSON of
 * this version is moved aside (the log says where) and null answered (the start seeds); a bad row, or a journal damaged
 * before its last line, throws InvalidStateFile naming the row or line (the start stops, nothing is overwritten).
 */
export function readStateFile(file: string, log: (line: string) => void): StateData | null {
  if (!existsSync(file)) return null;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new InvalidStateFile(`the state file ${file} cannot be read (${messageOf(error)}); move it away or set PARAPET_STATE_FILE`);
  }
  let data: Partial<Saved> | null = null;
  let unusable = '';
  try {
    data = JSON.parse(text) as Partial<Saved> | null;
    if (!isPlainObject(data)) unusable = 'does not hold a state object';
    else if (data.version !== STATE_VERSION) unusable = `holds state version ${String(data.version)}, expected ${STATE_VERSION}`;
  } catch (error) {
    unusable = `is not valid JSON (${messageOf(error)})`;
  }
  if (unusable || !data) {
    const aside = `${file}.unreadable-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(file, aside);
    log(`[mock] ${file} ${unusable}: kept it as ${aside} and starting from the seed`);
    return null;
  }
  // Tables added since the file was saved start empty; a table that is present must be valid.
  const empty = emptyState(0, 0);
  let merged = { ...empty, ...data, sequences: { ...empty.sequences, ...(data.sequences ?? {}) } } as Saved;
  checkState(file, merged, 'the state file');
  const replayed = replayJournal(file, merged, log);
  if (replayed) {
    merged = replayed;
    checkState(file, merged, 'the state file with its journal');
  }
  delete merged.journalGeneration;
  return merged;
}

function checkState(file: string, data: unknown, what: string) {
  if (validateState(data)) return;
  const error = validateState.errors?.[0];
  const where = (error?.instancePath ?? '').replace(/\/(\d+)(?=\/|$)/g, '[$1]').replace(/\//g, '.').replace(/^\./, '');
  throw new InvalidStateFile(`${what} ${file} is not valid at ${where || '(top)'}: ${error?.message ?? 'invalid'}. ${FIX_ROW}`);
}

interface JournalEntry {
  /** Units set: [path, value]. */
  s?: [Path, unknown][];
  /** Units removed. */
  d?: Path[];
}

/** The snapshot with the lines of its journal applied, or null when its journal holds none (or is another's). */
function replayJournal(file: string, snapshot: Saved, log: (line: string) => void): Saved | null {
  const journal = journalOf(file);
  if (!existsSync(journal) || snapshot.journalGeneration === undefined) return null;
  const lines = readFileSync(journal, 'utf8').split('\n');
  // A journal of another generation was folded into this snapshot already (a crash during a compaction). Its header
  // line is written by compact, as is.
  if (lines[0] !== JSON.stringify({ generation: snapshot.journalGeneration })) return null;
  const entries = lines.slice(1, -1).map((line, i): JournalEntry => {
    try {
      const entry = JSON.parse(line) as JournalEntry;
      if (!isPlainObject(entry)) throw new Error('not an object');
      return entry;
    } catch (error) {
      throw new InvalidStateFile(
        `the state file's journal ${journal} is damaged at line ${i + 2} (${messageOf(error)}), before its last line. Move the file and its journal away (or start with PARAPET_RESET=1) to start from the seed.`,
      );
    }
  });
  // A complete line ends with a newline: the text after the last newline is a write cut short, never answered.
  const cut = lines.length > 1 ? lines[lines.length - 1]! : '';
  if (cut !== '') log(`[mock] ${journal}: ignored its last line (${cut.length} bytes), a write cut short and never answered`);
  if (entries.length === 0) return null;
  const units = decompose(snapshot);
  for (const entry of entries) {
    for (const path of entry.d ?? []) units.delete(JSON.stringify(path));
    for (const [path, value] of entry.s ?? []) units.set(JSON.stringify(path), { path, value });
  }
  return { ...compose(units.values(), { version: snapshot.version }), journalGeneration: snapshot.journalGeneration };
}

function withFd(path: string, flags: string, use: (fd: number) => void) {
  const fd = openSync(path, flags, 0o600);
  try {
    use(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes a file atomically and durably: temporary file, fsync, rename, fsync of the directory. */
function writeFileDurably(file: string, text: string) {
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  withFd(temporary, 'w', (fd) => {
    writeSync(fd, text);
    fsyncSync(fd);
  });
  renameSync(temporary, file);
  try {
    withFd(dir, 'r', fsyncSync);
  } catch {
    // Some file systems cannot fsync a directory; the rename is still atomic.
  }
}

const groupOf = ([kind, name, key]: Path) =>
  JSON.stringify(kind === 'f' ? ['f'] : kind === 't' || key === undefined || key === 0 ? [kind, name] : [kind, name, key]);

/**
 * Keeps the state file: appends the units changed since the last write to the journal (flush), folds the journal
 * into the snapshot (compact), and holds what it wrote last (by group: the fields, a table, a module's root, a
 * module's key) to compare with the live state. It compares only what the store handed out since (Store.touched).
 */
export class StateJournal {
  private fd: number | null = null;
  /** The journal's current generation (read by tests). */
  journalGeneration = '';
  private journalBytes = 0;
  /** What is on disk, by group (the JSON of its path's head). */
  private written = new Map<string, Units>();
  private timer: NodeJS.Timeout | undefined;
  private compactTimer: NodeJS.Timeout | undefined;
  private dirty = false;
  private compareAll = false;
  private closed = false;
  private previous = nothingTouched();
  /** Lines written, and lines known to be on disk (an fdatasync that started after them has ended). */
  private linesWritten = 0;
  private linesSynced = 0;
  private syncing: Promise<void> | null = null;

  constructor(
    readonly file: string,
    private readonly store: Store,
    private readonly log: (line: string) => void,
    private readonly options: { delayMs?: number; compactBytes?: number } = {},
  ) {}

  private cannotSave(error: unknown, file = journalOf(this.file)) {
    this.log(`[mock] could not save ${file}: ${messageOf(error)}`);
  }

  /** A change: 'now' is saved before the answer (flushIfDirty), 'later' with the next write or by the timer. */
  schedule(kind: ChangeKind = 'now') {
    if (kind === 'now') this.dirty = true;
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.flush();
      if (this.linesWritten > this.linesSynced) void this.durable();
    }, this.options.delayMs ?? SAVE_DELAY_MS);
    this.timer.unref();
  }

  /**
   * Before an answer: appends a change made since the last save, and resolves once every line written so far is on
   * disk (undefined when it is already: the answer need not wait).
   */
  flushIfDirty() {
    if (this.dirty) this.flush();
    return this.linesWritten > this.linesSynced ? this.durable() : undefined;
  }

  /** Resolves when an fdatasync that started after the last line written has ended (one for every waiting answer). */
  private durable(): Promise<void> {
    const target = this.linesWritten;
    if (!this.syncing) this.syncing = this.syncNow();
    return this.syncing.then(() => (this.linesSynced >= target ? undefined : this.durable()));
  }

  private syncNow() {
    const fd = this.fd;
    const upTo = this.linesWritten;
    return new Promise<void>((resolve) => {
      const done = (error: NodeJS.ErrnoException | null) => {
        // A failed fdatasync is logged (as a failed write is) and not tried again for these lines.
        if (error) this.cannotSave(error);
        this.linesSynced = Math.max(this.linesSynced, upTo);
        this.syncing = null;
        resolve();
      };
      if (fd === null) done(null);
      else fdatasync(fd, done);
    });
  }

  /** Appends what changed since the last write (nothing when nothing did); flushIfDirty waits for the disk. */
  flush() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.dirty = false;
    if (this.closed) return;
    if (this.fd === null) return this.compact();
    const { sets, removed, groups } = this.changes();
    if (sets.length === 0 && removed.length === 0) return;
    const entry: JournalEntry = { s: sets.length ? sets.map((unit) => [unit.path, unit.value]) : undefined, d: removed.length ? removed : undefined };
    const line = `${JSON.stringify(entry)}\n`;
    try {
      writeSync(this.fd, line);
      this.linesWritten += 1;
    } catch (error) {
      // Not written: the next write compares everything again.
      this.compareAll = true;
      this.cannotSave(error);
      return;
    }
    this.journalBytes += Buffer.byteLength(line);
    // What is on disk now: the compared groups as they are (changed units by a copy of what was written).
    const copies = new Map((JSON.parse(line) as JournalEntry).s?.map(([path, value]) => [JSON.stringify(path), { path, value }]));
    for (const [group, current] of groups) {
      const before = this.written.get(group);
      const now: Units = new Map();
      for (const [key, unit] of current) now.set(key, copies.get(key) ?? before?.get(key) ?? unit);
      if (now.size) this.written.set(group, now);
      else this.written.delete(group);
    }
    if (this.journalBytes > (this.options.compactBytes ?? COMPACT_BYTES) && !this.compactTimer) {
      // Folded outside the answer that crossed the line.
      this.compactTimer = setTimeout(() => {
        this.compactTimer = undefined;
        this.compact();
      }, 0);
      this.compactTimer.unref();
    }
  }

  /** The units to set and remove: the touched groups compared with what was written last. */
  private changes() {
    const { store } = this;
    const groups = new Map<string, Units>();
    const all = this.compareAll;
    this.compareAll = false;
    groups.set(JSON.stringify(['f']), fieldUnits(store.fields()));
    // What was touched since the last write, and what the last write compared (a row handed out to a request that
    // awaited while another write went out is compared once more).
    const now = store.takeTouched();
    const previous = this.previous;
    this.previous = now;
    const keys = new Map<string, Set<string>>();
    for (const [module, more] of [...now.keys, ...previous.keys]) keys.set(module, new Set([...(keys.get(module) ?? []), ...more]));
    for (const table of all ? TABLES : new Set([...now.tables, ...previous.tables])) {
      groups.set(JSON.stringify(['t', table]), tableUnits(table, store.rowsOf(table)));
    }
    const raw = store.rawResources;
    const writtenModules = () => [...this.written.keys()].filter((group) => group.startsWith('["r",')).map((group) => (JSON.parse(group) as Path)[1] as string);
    const wholeModules = new Set(all ? [...Object.keys(raw), ...writtenModules()] : [...now.modules, ...previous.modules]);
    const addKey = (module: string, key: string) => {
      const state = raw[module];
      groups.set(JSON.stringify(['r', module, key]), isPlainObject(state) ? moduleKeyUnits(module, key, state[key]) : new Map());
    };
    for (const module of wholeModules) {
      groups.set(JSON.stringify(['r', module]), moduleRootUnits(module, raw[module]));
      const state = raw[module];
      if (isPlainObject(state)) for (const key of Object.keys(state)) addKey(module, key);
      // Keys written before that are gone now.
      const prefix = JSON.stringify(['r', module]).slice(0, -1) + ',';
      for (const group of this.written.keys()) if (group.startsWith(prefix) && !groups.has(group)) groups.set(group, new Map());
    }
    for (const [module, moduleKeys] of keys) if (!wholeModules.has(module)) for (const key of moduleKeys) addKey(module, key);

    const sets: Unit[] = [];
    const removed: Path[] = [];
    for (const [group, current] of groups) {
      const before = this.written.get(group);
      for (const [key, unit] of current) {
        const old = before?.get(key);
        if (!old || !sameJson(old.value, unit.value)) sets.push(unit);
      }
      if (before) for (const [key, unit] of before) if (!current.has(key)) removed.push(unit.path);
    }
    return { sets, removed, groups };
  }

  /** Folds everything into a new snapshot and starts a new journal (at start, on reset, when the journal is long). */
  compact() {
    if (this.closed) return;
    clearTimeout(this.timer);
    clearTimeout(this.compactTimer);
    this.timer = this.compactTimer = undefined;
    this.dirty = false;
    const generation = randomUUID();
    const text = JSON.stringify({ ...this.store.dataView(), journalGeneration: generation });
    const journal = journalOf(this.file);
    const header = `${JSON.stringify({ generation })}\n`;
    try {
      writeFileDurably(this.file, text);
      // Every line written so far is in the fsynced snapshot now; an fdatasync in flight keeps its descriptor.
      this.retire();
      this.linesSynced = this.linesWritten;
      writeFileDurably(journal, header);
      this.fd = openSync(journal, 'a', 0o600);
    } catch (error) {
      this.compareAll = true;
      this.cannotSave(error, this.file);
      return;
    }
    this.journalGeneration = generation;
    this.journalBytes = Buffer.byteLength(header);
    this.store.takeTouched();
    this.previous = nothingTouched();
    this.compareAll = false;
    this.written = new Map();
    for (const [key, unit] of decompose(JSON.parse(text) as StateData)) {
      const group = groupOf(unit.path);
      this.written.set(group, (this.written.get(group) ?? new Map()).set(key, unit));
    }
  }

  /** Closes the journal's descriptor once no fdatasync is in flight on it. */
  private retire() {
    const fd = this.fd;
    this.fd = null;
    if (fd === null) return;
    if (this.syncing) void this.syncing.then(() => closeSync(fd));
    else closeSync(fd);
  }

  /** Saves what is pending, on disk, and closes the journal. */
  close() {
    this.flush();
    clearTimeout(this.compactTimer);
    this.compactTimer = undefined;
    try {
      if (this.fd !== null && this.linesWritten > this.linesSynced) fdatasyncSync(this.fd);
      this.linesSynced = this.linesWritten;
    } catch (error) {
      this.cannotSave(error);
    }
    this.retire();
    this.closed = true;
  }
}

