// The live state: keyed tables over the saved StateData, id sequences and change notification.
import type {
  AccountRecord,
  ApiTokenRecord,
  BrandingRecord,
  ChallengeRecord,
  DnsSettingRecord,
  LicenseRecord,
  MailRecord,
  MailTokenRecord,
  RoleRecord,
  Sequences,
  SessionRecord,
  SiteRecord,
  StateData,
} from './model.ts';
import { STATE_VERSION } from './model.ts';
import { Table } from './table.ts';

/** Mails kept in the mailbox; older ones are dropped. */
export const MAILBOX_LIMIT = 500;

export class Store {
  accounts!: Table<number, AccountRecord>;
  roles!: Table<number, RoleRecord>;
  sites!: Table<number, SiteRecord>;
  sessions!: Table<string, SessionRecord>;
  challenges!: Table<string, ChallengeRecord>;
  mailTokens!: Table<string, MailTokenRecord>;
  apiTokens!: Table<number, ApiTokenRecord>;
  branding!: Table<number, BrandingRecord>;
  dnsSettings!: Table<number, DnsSettingRecord>;
  licenses!: Table<number, LicenseRecord>;
  /** Newest last. */
  mails!: MailRecord[];
  /** The state of each resource module, by module name (see resources/define.ts). */
  resources!: Record<string, unknown>;
  seededAt!: string;
  defaultClientId!: number;
  private sequences!: Sequences;
  private sessionsByRefresh = new Map<string, SessionRecord>();
  private apiTokensBySecret = new Map<string, ApiTokenRecord>();
  private listener: (() => void) | null = null;

  constructor(data: StateData) {
    this.load(data);
  }

  /** Replaces everything (a reset or a loaded file). */
  load(data: StateData): void {
    this.accounts = new Table((a) => a.id, data.accounts);
    this.roles = new Table((r) => r.id, data.roles);
    this.sites = new Table((s) => s.id, data.sites);
    this.sessions = new Table((s) => s.accessToken, data.sessions);
    this.challenges = new Table((c) => c.key, data.challenges);
    this.mailTokens = new Table((t) => t.token, data.mailTokens);
    this.apiTokens = new Table((t) => t.id, data.apiTokens);
    this.branding = new Table((b) => b.clientId, data.branding);
    this.dnsSettings = new Table((d) => d.clientId, data.dnsSettings);
    this.licenses = new Table((l) => l.clientId, data.licenses);
    this.mails = [...data.mails];
    this.resources = structuredClone(data.resources ?? {});
    this.seededAt = data.seededAt;
    this.defaultClientId = data.defaultClientId;
    this.sequences = { ...data.sequences };
    this.sessionsByRefresh = new Map(data.sessions.map((s) => [s.refreshToken, s]));
    this.apiTokensBySecret = new Map(data.apiTokens.map((t) => [t.secretHash, t]));
    this.changed();
  }

  toData(): StateData {
    return {
      version: STATE_VERSION,
      seededAt: this.seededAt,
      defaultClientId: this.defaultClientId,
      sequences: { ...this.sequences },
      accounts: this.accounts.toArray(),
      roles: this.roles.toArray(),
      sites: this.sites.toArray(),
      sessions: this.sessions.toArray(),
      challenges: this.challenges.toArray(),
      mailTokens: this.mailTokens.toArray(),
      mails: [...this.mails],
      apiTokens: this.apiTokens.toArray(),
      branding: this.branding.toArray(),
      dnsSettings: this.dnsSettings.toArray(),
      licenses: this.licenses.toArray(),
      resources: structuredClone(this.resources),
    };
  }

  /** Called after every change (the persistence layer debounces the save). */
  onChange(listener: (() => void) | null): void {
    this.listener = listener;
  }

  changed(): void {
    this.listener?.();
  }

  nextId(sequence: keyof Sequences): number {
    this.sequences[sequence] += 1;
    return this.sequences[sequence];
  }

  // Sessions are found by either token.
  addSession(session: SessionRecord): void {
    this.sessions.put(session);
    this.sessionsByRefresh.set(session.refreshToken, session);
  }

  sessionByRefresh(refreshToken: string): SessionRecord | undefined {
    return this.sessionsByRefresh.get(refreshToken);
  }

  removeSession(session: SessionRecord): void {
    this.sessions.delete(session.accessToken);
    this.sessionsByRefresh.delete(session.refreshToken);
  }

  removeSessionsWhere(predicate: (session: SessionRecord) => boolean): number {
    const doomed = this.sessions.filter(predicate);
    for (const session of doomed) this.removeSession(session);
    return doomed.length;
  }

  // API tokens are found by the hash of their secret.
  addApiToken(token: ApiTokenRecord): void {
    this.apiTokens.put(token);
    this.apiTokensBySecret.set(token.secretHash, token);
  }

  apiTokenBySecretHash(hash: string): ApiTokenRecord | undefined {
    return this.apiTokensBySecret.get(hash);
  }

  removeApiToken(token: ApiTokenRecord): void {
    this.apiTokens.delete(token.id);
    this.apiTokensBySecret.delete(token.secretHash);
  }

  addMail(mail: Omit<MailRecord, 'id'>): MailRecord {
    const record: MailRecord = { id: this.nextId('mail'), ...mail };
    this.mails.push(record);
    if (this.mails.length > MAILBOX_LIMIT) this.mails.splice(0, this.mails.length - MAILBOX_LIMIT);
    return record;
  }

  /** Drops what has expired: sessions past their refresh time, challenges and mail tokens past theirs. */
  sweep(now: number): void {
    const removed =
      this.removeSessionsWhere((s) => s.refreshExpiresAt <= now) +
      this.challenges.deleteWhere((c) => c.expiresAt <= now) +
      this.mailTokens.deleteWhere((t) => t.expiresAt <= now);
    if (removed > 0) this.changed();
  }
}
