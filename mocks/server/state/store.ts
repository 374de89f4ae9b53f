// The live state: keyed tables over the saved StateData, id sequences and change notification.
import { AsyncLocalStorage } from 'node:async_hooks';
import { type ApiTokenRecord, type MailRecord, type Sequences, type SessionRecord, STATE_VERSION, type StateData } from './model.ts';
import { isPlainObject, TABLE_KEYS, TABLES, type TableName } from './units.ts';

type KeyedTable = Exclude<TableName, 'mails'>;
const KEYED_TABLES = TABLES.filter((table): table is KeyedTable => table !== 'mails');

/** A change that must be on disk before the answer ('now'), or bookkeeping a read did that can wait ('later'). */
export type ChangeKind = 'now' | 'later';

/** What was handed out since the journal last looked (state/persistence.ts compares only that with what it wrote). */
interface Touched {
  /** Base tables (mails are always compared). */
  tables: TableName[];
  /** Modules read or replaced as a whole (their every key is compared). */
  modules: Set<string>;
  /** Keys of a module read through the module's state (module -> keys). */
  keys: Map<string, Set<string>>;
}
export const nothingTouched = (): Touched => ({ tables: [], modules: new Set(), keys: new Map() });

/** Proxy traps that note each key read or written (`touch`) and then do what the object itself would. */
function noting<T extends object>(touch: (key: string | symbol) => void): ProxyHandler<T> {
  const traps = ['get', 'getOwnPropertyDescriptor', 'set', 'defineProperty', 'deleteProperty'] as const;
  const trap = (name: (typeof traps)[number]) => (target: T, key: string | symbol, ...rest: unknown[]) => {
    touch(key);
    return (Reflect[name] as (...args: unknown[]) => unknown)(target, key, ...rest);
  };
  return Object.fromEntries(traps.map((name) => [name, trap(name)])) as ProxyHandler<T>;
}

// A keyed collection that keeps insertion order.
// `touched` is set by every call that hands out or changes rows: the state file's journal (persistence.ts) compares
// only the tables touched since its last write with what it wrote (rows are changed in place by their holders).
class Table<K, V> {
  private readonly rows = new Map<K, V>();
  touched = false;

  constructor(
    private readonly keyOf: (row: V) => K,
    rows: Iterable<V> = [],
  ) {
    for (const row of rows) this.rows.set(keyOf(row), row);
  }

  get size() {
    return this.rows.size;
  }

  get(key: K) {
    this.touched = true;
    return this.rows.get(key);
  }

  has(key: K) {
    return this.rows.has(key);
  }

  put(row: V) {
    this.touched = true;
    this.rows.set(this.keyOf(row), row);
    return row;
  }

  delete(key: K) {
    this.touched = true;
    return this.rows.delete(key);
  }

  values() {
    this.touched = true;
    return this.rows.values();
  }

  find(predicate: (row: V) => boolean) {
    return this.toArray().find(predicate);
  }

  filter(predicate: (row: V) => boolean) {
    return this.toArray().filter(predicate);
  }

  deleteWhere(predicate: (row: V) => boolean) {
    const doomed = this.filter(predicate);
    for (const row of doomed) this.rows.delete(this.keyOf(row));
    return doomed.length;
  }

  /** The rows without marking the table touched (the journal's own reading). */
  peek() {
    return this.rows.values();
  }

  toArray() {
    this.touched = true;
    return [...this.rows.values()];
  }
}

type Row<T extends KeyedTable> = StateData[T][number];
type KeyedTables = { [T in KeyedTable]: Table<Row<T>[(typeof TABLE_KEYS)[T] & keyof Row<T>], Row<T>> };

/** Mails kept in the mailbox; older ones are dropped. */
const MAILBOX_LIMIT = 500;

// The base class declares the keyed tables (load() sets them).
export class Store extends (class {} as new () => KeyedTables) {
  /** Newest last. */
  mails!: MailRecord[];
  /**
   * The state of each resource module, by module name (see resources/define.ts). A view that notes which module,
   * and which top-level key of a module, a caller reads (so the journal compares only those); the data is `rawResources`.
   */
  resources!: Record<string, unknown>;
  rawResources!: Record<string, unknown>;
  seededAt!: string;
  defaultClientId!: number;
  private sequences!: Sequences;
  private sessionsByRefresh = new Map<string, SessionRecord>();
  private apiTokensBySecret = new Map<string, ApiTokenRecord>();
  private listener: ((kind: ChangeKind) => void) | null = null;
  private touched = nothingTouched();
  private moduleViews = new Map<string, { target: Record<string, unknown>; view: Record<string, unknown> }>();
  /** Modules a write may have changed since the last takeDirtyModules (a reset reseeds only those). */
  private dirtyModules = new Set<string>();
  /** Each API request's view of the modules it reached (see track). */
  private readonly requests = new AsyncLocalStorage<{ modules: Set<string>; wrote: boolean; done: boolean }>();

  constructor(data: StateData) {
    super();
    this.load(data);
  }

  /**
   * Replaces everything (a reset or a loaded file). `kept` are module states taken over as they are (not copied):
   * a reset's modules that no write reached.
   */
  load(data: StateData, kept: Record<string, unknown> = {}) {
    const tables = this as unknown as Record<KeyedTable, Table<unknown, unknown>>;
    for (const table of KEYED_TABLES) tables[table] = new Table((row) => (row as Record<string, unknown>)[TABLE_KEYS[table]], data[table] as unknown[]);
    this.mails = [...data.mails];
    this.rawResources = { ...structuredClone(data.resources ?? {}), ...kept };
    this.resources = this.resourcesView(this.rawResources);
    this.moduleViews.clear();
    this.touched = { ...nothingTouched(), modules: new Set(Object.keys(this.rawResources)) };
    this.dirtyModules.clear();
    this.seededAt = data.seededAt;
    this.defaultClientId = data.defaultClientId;
    this.sequences = { ...data.sequences };
    this.sessionsByRefresh = new Map(data.sessions.map((s) => [s.refreshToken, s]));
    this.apiTokensBySecret = new Map(data.apiTokens.map((t) => [t.secretHash, t]));
    this.changed();
  }

  toData() {
    return structuredClone(this.dataView());
  }

  /** The state as it is, shared and not copied: only to be serialised at once (the state file's snapshot). */
  dataView(): StateData {
    const tables = Object.fromEntries(TABLES.map((table) => [table, [...this.rowsOf(table)]])) as Pick<StateData, TableName>;
    return { version: STATE_VERSION, ...this.fields(), ...tables, resources: this.rawResources };
  }

  /** The scalar fields the journal keeps (shared, not copied). */
  fields() {
    return { seededAt: this.seededAt, defaultClientId: this.defaultClientId, sequences: this.sequences };
  }

  /** The rows of a base table as they are (mails included), without marking it touched. */
  rowsOf(table: TableName): Iterable<unknown> {
    return table === 'mails' ? this.mails : this[table].peek();
  }

  /** The tables, modules and module keys touched since the last call (and forgets them). */
  takeTouched() {
    const touched = { ...this.touched, tables: TABLES.filter((table) => table === 'mails' || this[table].touched) };
    for (const table of KEYED_TABLES) this[table].touched = false;
    this.touched = nothingTouched();
    return touched;
  }

  /** A view of the modules' states that notes what is read (see Touched). */
  private resourcesView(raw: Record<string, unknown>): Record<string, unknown> {
    const touchModule = (module: string) => {
      this.touched.modules.add(module);
      this.reached(module);
    };
    const moduleView = (module: string, state: unknown): unknown => {
      if (!isPlainObject(state)) {
        touchModule(module);
        return state;
      }
      const known = this.moduleViews.get(module);
      if (known && known.target === state) return known.view;
      const touchKey = (key: string | symbol) => {
        this.reached(module);
        if (typeof key === 'string') this.touched.keys.set(module, (this.touched.keys.get(module) ?? new Set()).add(key));
      };
      const view = new Proxy(state, noting(touchKey));
      this.moduleViews.set(module, { target: state, view });
      return view;
    };
    return new Proxy(raw, {
      ...noting((key) => {
        if (typeof key === 'string') touchModule(key);
      }),
      get(target, key) {
        if (typeof key !== 'string') return Reflect.get(target, key);
        const state = target[key];
        return state === undefined ? undefined : moduleView(key, state);
      },
    });
  }

  /** Called after every change (see ChangeKind). */
  onChange(listener: ((kind: ChangeKind) => void) | null) {
    this.listener = listener;
  }

  /** A change the answer must not leave before it is on disk (the state file). */
  changed() {
    this.wrote();
    this.listener?.('now');
  }

  /** Bookkeeping of a read (an API token's last use): saved with the next write or on a timer, never by the read. */
  changedLater() {
    this.wrote();
    this.listener?.('later');
  }

  /**
   * Runs one API request, noting the modules it reaches: when it writes (a method other than GET/HEAD, or a call
   * of changed()), they become dirty. A module reached outside any request (a unit test calling a handler, a seed,
   * a timer after its request ended) is dirty at once. Reads alone leave a module clean, so a reset keeps it.
   */
  async track<T>(write: boolean, run: () => Promise<T>): Promise<T> {
    const scope = { modules: new Set<string>(), wrote: write, done: false };
    try {
      return await this.requests.run(scope, run);
    } finally {
      scope.done = true;
      if (scope.wrote) for (const module of scope.modules) this.dirtyModules.add(module);
    }
  }

  /** The modules a write may have changed since the last call or load (and forgets them). */
  takeDirtyModules() {
    const dirty = this.dirtyModules;
    this.dirtyModules = new Set();
    return dirty;
  }

  private reached(module: string) {
    const scope = this.requests.getStore();
    if (!scope || scope.done || scope.wrote) this.dirtyModules.add(module);
    if (scope) scope.modules.add(module);
  }

  private wrote() {
    const scope = this.requests.getStore();
    if (!scope) return;
    scope.wrote = true;
    if (scope.done) for (const module of scope.modules) this.dirtyModules.add(module);
  }

  nextId(sequence: keyof Sequences) {
    return (this.sequences[sequence] += 1);
  }

  // Sessions are found by either token.
  addSession(session: SessionRecord) {
    this.sessions.put(session);
    this.sessionsByRefresh.set(session.refreshToken, session);
  }

  sessionByRefresh(refreshToken: string) {
    this.sessions.touched = true;
    return this.sessionsByRefresh.get(refreshToken);
  }

  removeSession(session: SessionRecord) {
    this.sessions.delete(session.accessToken);
    this.sessionsByRefresh.delete(session.refreshToken);
  }

  removeSessionsWhere(predicate: (session: SessionRecord) => boolean) {
    const doomed = this.sessions.filter(predicate);
    for (const session of doomed) this.removeSession(session);
    return doomed.length;
  }

  // API tokens are found by the hash of their secret.
  addApiToken(token: ApiTokenRecord) {
    this.apiTokens.put(token);
    this.apiTokensBySecret.set(token.secretHash, token);
  }

  apiTokenBySecretHash(hash: string) {
    this.apiTokens.touched = true;
    return this.apiTokensBySecret.get(hash);
  }

  removeApiToken(token: ApiTokenRecord) {
    this.apiTokens.delete(token.id);
    this.apiTokensBySecret.delete(token.secretHash);
  }

  addMail(mail: Omit<MailRecord, 'id'>) {
    const record: MailRecord = { id: this.nextId('mail'), ...mail };
    this.mails.push(record);
    if (this.mails.length > MAILBOX_LIMIT) this.mails.splice(0, this.mails.length - MAILBOX_LIMIT);
    return record;
  }

  /** Drops what has expired: sessions past their refresh time, challenges and mail tokens past theirs. */
  sweep(now: number) {
    const removed =
      this.removeSessionsWhere((s) => s.refreshExpiresAt <= now) +
      this.challenges.deleteWhere((c) => c.expiresAt <= now) +
      this.mailTokens.deleteWhere((t) => t.expiresAt <= now);
    if (removed > 0) this.changedLater();
  }
}
