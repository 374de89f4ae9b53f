// State of the system-settings module: one settings record per client root, and the rows the client console
// lists (trigger rates, default error pages, CNAME rows, unprocessed DNS records), plus end users' chat-bot settings.
import type { Store } from '../../state/store.ts';
import type { Schemas } from './common.ts';
import { stateNamed } from '../define.ts';

export const SETTINGS_MODULE = 'system-settings';

export type LogTable = Schemas['ClientLogTable'];
export const LOG_TABLES: readonly LogTable[] = ['access', 'waf', 'audit', 'logPush', 'l4'];

export type LogRetentionRecord = Schemas['ClientLogRetention'];

/** The SMTP relay as stored: as the console reads it, with the password rather than whether there is one. */
export type EmailRecord = Omit<Schemas['ClientEmailSettingView'], 'hasPassword'> & { password: string | null; updatedAt: string };

/** A chat-bot setting as stored: as the console reads it, with the token in clear. */
export type ChatBotRecord = Schemas['ChatBotSettingView'];

export interface ClientSettingsRecord {
  clientId: number;
  certProvider: { provider: Schemas['ClientCertProvider']['provider']; email: string; eabKeyID: string | null; eabHmacKey: string | null };
  outgoingURL: string;
  logRetention: LogRetentionRecord[];
  accountVerification: Schemas['ClientAccountVerification'];
  restrictCidrs: string[];
  /**
   * The schedule and its last run (`lastBackupAt`: the last before the schedule changed, kept when it is turned off);
   * runs are counted from `scheduledFrom`, when the schedule was last turned on or changed.
   */
  dbBackup: Schemas['ClientDbBackup'] & { scheduledFrom: string | null };
  trustedCA: Schemas['ClientTrustedCA'];
  nodeExporter: Schemas['ClientNodeExporter'];
  nginxHttp: Schemas['SystemNginxHttp'];
  nginxStream: Schemas['SystemNginxStream'];
  nginxWorker: Schemas['SystemNginxWorker'];
  nginxCustom: Schemas['SystemNginxCustom'];
  email: EmailRecord | null;
  tg: ChatBotRecord | null;
}

export type TriggerRateRecord = Schemas['ClientTriggerRate'] & { clientId: number };

export type ErrorPageRecord = Schemas['ClientErrorPage'] & { clientId: number };

export type CnameRecord = Omit<Schemas['ClientCname'], 'zoneName'> & { clientId: number };

export interface SettingsState {
  clients: ClientSettingsRecord[];
  triggerRates: TriggerRateRecord[];
  errorPages: ErrorPageRecord[];
  cnames: CnameRecord[];
  unprocessed: (Schemas['ClientDnsUnprocessed'] & { clientId: number })[];
  userTg: (ChatBotRecord & { userId: number })[];
  /** The chat-bot messages the simulated provider accepted (newest last, the last 100 kept). */
  chatBotOutbox: { chatID: string; text: string; at: string }[];
  sequences: { triggerRate: number; errorPage: number; cname: number; unprocessed: number };
}

export const settingsOf = (store: Store): SettingsState => stateNamed(store, SETTINGS_MODULE);

const DEFAULT_RETENTION_DAYS: Record<LogTable, number> = { access: 30, waf: 90, audit: 180, logPush: 14, l4: 30 };

/** The settings of a client that never changed any: the product defaults (what a reset goes back to), no stored logs yet. */
export function defaultClientSettings(clientId: number, contact: string): ClientSettingsRecord {
  return {
    clientId,
    certProvider: { provider: 'letsencrypt', email: contact, eabKeyID: null, eabHmacKey: null },
    outgoingURL: 'https://console.parapet.example/',
    logRetention: LOG_TABLES.map((table) => ({ table, retentionDays: DEFAULT_RETENTION_DAYS[table], parts: [] })),
    accountVerification: { enable: true, codeTTLMinutes: 10 },
    restrictCidrs: [],
    dbBackup: { enable: false, intervalHours: 24, keepCount: 7, scheduledFrom: null, lastBackupAt: null, lastStatus: 'none' },
    trustedCA: { enable: false, caPEM: '' },
    nodeExporter: { whiteIPs: [], limitCountSec: 60, limitCountTimes: 30 },
    nginxHttp: {
      enable: false,
      clientMaxBodySizeMB: 100,
      keepaliveTimeout: 65,
      proxyConnectTimeout: 10,
      proxyReadTimeout: 60,
      proxySendTimeout: 60,
      serverTokens: false,
      cacheDir: '/usr/local/openresty/nginx/cache',
      cacheMaxSizeGB: 0,
    },
    nginxStream: { enable: false, proxyConnectTimeout: 60, proxyTimeout: 600, proxyBufferSizeKB: 16 },
    nginxWorker: { enable: false, workerProcesses: 'auto', workerConnections: 65535, workerRlimitNofile: 1048576 },
    nginxCustom: { enable: false, http: '', stream: '', server: '' },
    email: null,
    tg: null,
  };
}

export function clientSettings(store: Store, clientId: number): ClientSettingsRecord {
  const state = settingsOf(store);
  let record = state.clients.find((c) => c.clientId === clientId);
  if (!record) {
    record = defaultClientSettings(clientId, store.accounts.get(clientId)?.email ?? 'ssl-admin@parapet.example');
    state.clients.push(record);
  }
  return record;
}
