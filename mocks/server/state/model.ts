// The records the embedded backend keeps. Payloads are the generated contract types; records add what the
// server knows and never shows (password hashes, secrets, tree links, expiry times).
import type { components } from '../../../src/api/schema';
import { TABLES, type TableName } from './units.ts';

export type Kind = components['schemas']['Kind'];

export const KINDS: readonly Kind[] = ['admin', 'client', 'user'];

/** Bump when the shape changes: a state file of another version is replaced by a fresh seed. */
export const STATE_VERSION = 1;

/** The contract's account (without what the view computes) and what the server keeps beside it. */
export type AccountRecord = Required<Omit<components['schemas']['Account'], 'roleName' | 'googleAuth' | 'permissions'>> & {
  /** The account that created and manages this one (null for the platform's admin root). */
  parentId: number | null;
  /** scrypt hash; null until the account sets its first password. */
  passwordHash: string | null;
  /** Base32 secret of the bound authenticator app. */
  totpSecret: string | null;
  /** The last time step (30 s periods since the epoch) whose app code this account used: a code works once. */
  totpLastStep?: number;
  createdAt: string;
};

export type RoleRecord = Required<Omit<components['schemas']['Role'], 'siteNames'>> & {
  /** The tenant root that owns the role. */
  ownerId: number;
};

export interface SiteRecord {
  id: number;
  name: string;
  /** The user root whose site it is. */
  ownerId: number;
}

export interface SessionRecord {
  accessToken: string;
  refreshToken: string;
  accountId: number;
  /** The area the pair was issued for ({kind} of the sign-in or the switch). */
  area: Kind;
  createdAt: number;
  accessExpiresAt: number;
  refreshExpiresAt: number;
  /** Set when a manager switched into this account (POST {kind}/proxy). */
  proxiedBy: number | null;
  /** The refresh-token family: every pair rotated from one sign-in (or switch) shares it. */
  familyId?: string;
  /** sha256 of the family's rotated-away refresh tokens (newest last): presenting one again is a reuse. */
  retired?: string[];
  /** When the pair was last rotated (ms). */
  rotatedAt?: number;
  /** For a switched-into session, the family of the manager's session: it ends with it. */
  parentFamily?: string | null;
}

/** A onePassKey: the second sign-in step, or a pending change of the two-factor method. */
export interface ChallengeRecord {
  key: string;
  purpose: 'login' | 'two-factor';
  accountId: number;
  area: Kind;
  login2FAType: components['schemas']['Login2FAType'];
  /** The mailed or returned code (types 0 and 2). */
  code: string | null;
  /** The new authenticator secret of a two-factor change to type 1. */
  secret: string | null;
  /** The time step of the app code that proved `secret` (it becomes the account's totpLastStep). */
  totpStep?: number;
  verified: boolean;
  attempts: number;
  expiresAt: number;
}

interface MailTokenRecord {
  token: string;
  accountId: number;
  purpose: 'set-password';
  expiresAt: number;
}

export interface MailRecord {
  id: number;
  to: string;
  subject: string;
  text: string;
  code?: string;
  link?: string;
  token?: string;
  at: string;
}

export type ApiTokenRecord = Required<components['schemas']['ApiToken']> & {
  accountId: number;
  /** sha256 of the secret; the secret itself is shown once. */
  secretHash: string;
};

interface BrandingRecord {
  /** The client root whose branding it is. */
  clientId: number;
  /** Hosts that show this branding (a reseller's own console address). */
  hosts: string[];
  branding: components['schemas']['Branding'];
}

export type DnsSettingRecord = components['schemas']['DnsSetting'] & {
  clientId: number;
  updatedAt: string;
};

interface LicenseRecord {
  clientId: number;
  license: string | null;
  licenseLoadedAt: string | null;
  key: string | null;
  keyUpdatedAt: string | null;
}

export type Sequences = Record<'account' | 'role' | 'site' | 'apiToken' | 'mail', number>;

/** Everything the backend knows, as saved to the state file. */
export interface StateData {
  version: number;
  seededAt: string;
  /** The client whose branding the open logo call shows when the host names none. */
  defaultClientId: number;
  sequences: Sequences;
  accounts: AccountRecord[];
  roles: RoleRecord[];
  sites: SiteRecord[];
  sessions: SessionRecord[];
  challenges: ChallengeRecord[];
  mailTokens: MailTokenRecord[];
  mails: MailRecord[];
  apiTokens: ApiTokenRecord[];
  branding: BrandingRecord[];
  dnsSettings: DnsSettingRecord[];
  licenses: LicenseRecord[];
  /** The state of each resource module (mocks/server/resources/*.resource.ts), by module name. */
  resources: Record<string, unknown>;
}

/** A state with nothing in it; a saved state is laid over it, so tables added later start empty. */
export const emptyState = (now: number, defaultClientId: number): StateData => ({
  version: STATE_VERSION,
  seededAt: new Date(now).toISOString(),
  defaultClientId,
  sequences: { account: 0, role: 0, site: 0, apiToken: 0, mail: 0 },
  ...(Object.fromEntries(TABLES.map((table) => [table, []])) as unknown as Pick<StateData, TableName>),
  resources: {},
});
