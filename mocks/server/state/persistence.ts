// Saving the state to a JSON file so a demo survives a restart (and a kill -9): every answered write is on disk
// before its answer leaves (written to a temporary file, fsynced, renamed over the old one, directory fsynced);
// changes outside requests (sweeps) are saved after a short delay.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { emptyState, KINDS, STATE_VERSION, type StateData } from './model.ts';

export const SAVE_DELAY_MS = 250;

/** A state file that parses but holds something the backend cannot use: the start stops with its path. */
export class InvalidStateFile extends Error {}

const int = { type: 'integer' };
const nullableInt = { type: ['integer', 'null'] };
const str = { type: 'string' };
const nullableStr = { type: ['string', 'null'] };
const bool = { type: 'boolean' };
const kind = { enum: [...KINDS] };
const rows = (required: Record<string, unknown>) => ({
  type: 'array',
  items: { type: 'object', required: Object.keys(required), properties: required },
});

/** The shape of the tables the base store reads (resource modules keep their own state under `resources`). */
const STATE_SCHEMA = {
  type: 'object',
  required: ['version', 'sequences', 'accounts', 'roles', 'sites', 'sessions', 'challenges', 'mailTokens', 'mails', 'apiTokens', 'branding', 'dnsSettings', 'licenses', 'resources'],
  properties: {
    version: int,
    seededAt: str,
    defaultClientId: int,
    sequences: { type: 'object', additionalProperties: int },
    accounts: rows({
      id: int,
      email: str,
      accountName: str,
      auth: kind,
      isRoot: bool,
      grade: int,
      parentId: nullableInt,
      clientID: nullableInt,
      roleID: nullableInt,
      enabled: bool,
      emailConfirmed: bool,
      passwordHash: nullableStr,
      login2FAType: { enum: [0, 1, 2] },
      totpSecret: nullableStr,
      updatedAt: str,
    }),
    roles: rows({ id: int, ownerId: int, name: str, metaRoleIDs: { type: 'array', items: int }, siteIDs: { type: 'array', items: int }, isDefault: bool }),
    sites: rows({ id: int, name: str, ownerId: int }),
    sessions: rows({ accessToken: str, refreshToken: str, accountId: int, area: kind, createdAt: { type: 'number' }, accessExpiresAt: { type: 'number' }, refreshExpiresAt: { type: 'number' } }),
    challenges: rows({ key: str, purpose: str, accountId: int, area: kind, expiresAt: { type: 'number' } }),
    mailTokens: rows({ token: str, accountId: int, expiresAt: { type: 'number' } }),
    mails: rows({ id: int, to: str, subject: str, at: str }),
    apiTokens: rows({ id: int, accountId: int, name: str, secretHash: str }),
    branding: rows({ clientId: int, hosts: { type: 'array', items: str }, branding: { type: 'object' } }),
    dnsSettings: rows({ clientId: int }),
    licenses: rows({ clientId: int }),
    resources: { type: 'object', additionalProperties: { type: ['object', 'array'] } },
  },
};
const validateState = new Ajv2020({ allErrors: false, strict: false }).compile(STATE_SCHEMA);

/** Where a state file that cannot be used is kept: next to it, named by the moment. */
const asideName = (file: string) => `${file}.unreadable-${new Date().toISOString().replace(/[:.]/g, '-')}`;

function moveAside(file: string, log: (line: string) => void, why: string): void {
  const aside = asideName(file);
  renameSync(file, aside);
  log(`[mock] ${file} ${why}: kept it as ${aside} and starting from the seed`);
}

/**
 * The saved state, or null when there is none. A file that is not JSON, or of another version, is moved aside
 * (the message says where) and null is answered (the backend starts from the seed); a file that is JSON of this
 * version but holds a bad row throws InvalidStateFile naming the row (the start stops, nothing is overwritten).
 */
export function readStateFile(file: string, log: (line: string) => void): StateData | null {
  if (!existsSync(file)) return null;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new InvalidStateFile(`the state file ${file} cannot be read (${error instanceof Error ? error.message : String(error)}); move it away or set PARAPET_STATE_FILE`);
  }
  let data: Partial<StateData> | null;
  try {
    data = JSON.parse(text) as Partial<StateData> | null;
  } catch (error) {
    moveAside(file, log, `is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    moveAside(file, log, 'does not hold a state object');
    return null;
  }
  if (data.version !== STATE_VERSION) {
    moveAside(file, log, `holds state version ${String(data.version)}, expected ${STATE_VERSION}`);
    return null;
  }
  // Tables added since the file was saved start empty; a table that is present must be valid.
  const empty = emptyState(0, 0);
  const present = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
  const merged = { ...empty, ...present, sequences: { ...empty.sequences, ...(data.sequences ?? {}) } };
  if (!validateState(merged)) {
    const error = validateState.errors?.[0];
    const where = (error?.instancePath ?? '').split('/').filter(Boolean).map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`)).join('').replace(/^\./, '');
    throw new InvalidStateFile(
      `the state file ${file} is not valid at ${where || '(top)'}: ${error?.message ?? 'invalid'}. Fix that row, or move the file away (or start with PARAPET_RESET=1) to start from the seed.`,
    );
  }
  return merged as StateData;
}

/** Writes the state atomically and durably: temporary file, fsync, rename, fsync of the directory. */
export function writeStateFile(file: string, data: StateData): void {
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, JSON.stringify(data));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  try {
    const dirFd = openSync(dir, 'r');
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
  } catch {
    // Some file systems cannot fsync a directory; the rename is still atomic.
  }
}

/** Saves pending changes now (flush, flushIfDirty) or at most once per delay (schedule). */
export class DebouncedSaver {
  private timer: NodeJS.Timeout | null = null;
  private dirty = false;

  constructor(
    private readonly file: string,
    private readonly snapshot: () => StateData,
    private readonly log: (line: string) => void,
    private readonly delayMs = SAVE_DELAY_MS,
  ) {}

  schedule(): void {
    this.dirty = true;
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.delayMs);
    this.timer.unref();
  }

  /** Saves now when something changed since the last save (before a write is answered). */
  flushIfDirty(): void {
    if (this.dirty) this.flush();
  }

  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.dirty = false;
    try {
      writeStateFile(this.file, this.snapshot());
    } catch (error) {
      this.log(`[mock] could not save ${this.file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
