// The client console's system settings: certificate provider, outgoing URL, log retention, account
// verification, restricted node subnets, database backup, trusted CA, node exporter, trigger rates,
// default error pages and the default Nginx settings.
import ipaddr from 'ipaddr.js';
import { fail, type Violation } from '../../errors.ts';
import { allRows, collection, document, field, sent, tenantRows } from '../crud.ts';
import { given, pick } from '../crud-more.ts';
import { defineHandlers, type OperationId, type SignedInContext, type SignedInOperation } from '../../types.ts';
import { bodyError, clientRootOf, done, iso, refuseRepeats, requireFields, type Schemas, unowned } from './common.ts';
import { type ClientSettingsRecord, clientSettings, defaultClientSettings, settingsOf } from './settings-model.ts';
import type { ErrorPageRecord, TriggerRateRecord } from './settings-model.ts';

const HOUR_MS = 3_600_000;

/** The settings a client resets to the product's defaults. */
const RESETTABLE = new Set<keyof ClientSettingsRecord>(['nginxHttp', 'nginxStream', 'nginxWorker']);

const mine = ({ store, caller }: SignedInContext) => clientSettings(store, clientRootOf(store, caller.account).id);

const certView = ({ certProvider: { provider, email, eabKeyID } }: ClientSettingsRecord) =>
  ({ provider, email, ...(eabKeyID ? { eabKeyID } : {}) });

const retentionView = (record: ClientSettingsRecord) => allRows(structuredClone(record.logRetention));

/** The last scheduled run at or before `now` (runs every intervalHours from scheduledFrom), else the stored one. */
function backupView(record: ClientSettingsRecord, now: number) {
  const b = record.dbBackup;
  let lastBackupAt = b.lastBackupAt;
  let lastStatus = b.lastStatus;
  if (b.enable && b.scheduledFrom !== null) {
    const from = Date.parse(b.scheduledFrom);
    const runs = Math.floor((now - from) / (b.intervalHours * HOUR_MS));
    if (runs >= 1) {
      lastBackupAt = iso(from + runs * b.intervalHours * HOUR_MS);
      lastStatus = 'success';
    }
  }
  return { ...pick(b, ['enable', 'intervalHours', 'keepCount']), lastBackupAt, lastStatus };
}

/**
 * Each subnet's host bits must be clear; duplicates 101025 ('2001:DB8::1' and '2001:db8:0::1' are one). The contract has
 * checked that each is a subnet (x-rule cidr-list) or an address or subnet (rule-ip-list-optional), and keeps the list to 5000.
 */
function checkAddresses(field: string, values: readonly string[]) {
  const seen = new Map<string, number>();
  const problems: Violation[] = [];
  values.forEach((value, index) => {
    const [address, bits] = value.includes('/') ? ipaddr.parseCIDR(value) : [ipaddr.parse(value)];
    const network = bits === undefined ? address : (address.kind() === 'ipv4' ? ipaddr.IPv4 : ipaddr.IPv6).networkAddressFromCIDR(value);
    if (network.toNormalizedString() !== address.toNormalizedString()) {
      problems.push({ in: 'body', field: `${field}.${index}`, message: `has host bits set; the subnet is ${network.toString()}/${bits}` });
      return;
    }
    const normal = `${address.toNormalizedString()}/${bits ?? ''}`;
    const earlier = seen.get(normal);
    if (earlier !== undefined) throw fail.duplicate('duplicated data', [{ in: 'body', field: `${field}.${index}`, message: `is the same as ${field}.${earlier}` }]);
    seen.set(normal, index);
  });
  if (problems.length) throw fail.parameter('parameter error', problems);
}

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----\s*([A-Za-z0-9+/=\s]+?)\s*-----END CERTIFICATE-----/g;

/** What `nginx -t` would say about custom lines (balanced braces, statements ended by ';'), or null. */
export function nginxSyntaxError(text: string) {
  const code = text
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '$1'))
    .join('\n')
    .replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, 'q');
  let depth = 0;
  let pending = '';
  for (const char of code) {
    if (char === '{') {
      depth += 1;
      pending = '';
    } else if (char === '}') {
      if (pending.trim() !== '') return 'unexpected "}"';
      depth -= 1;
      if (depth < 0) return 'unexpected "}"';
    } else if (char === ';') {
      if (pending.trim() === '') return 'unexpected ";"';
      pending = '';
    } else pending += char;
  }
  if (pending.trim() !== '') return 'unexpected end of file, expecting ";" or "}"';
  if (depth > 0) return 'unexpected end of file, expecting "}"';
  return null;
}

function checkErrorPageContent(type: Schemas['ClientErrorPageType'], content: string) {
  if (type === 'redirect' && !/^https?:\/\/\S+$/.test(content)) throw bodyError('content', 'must be a URL starting with http:// or https:// for a redirect page');
}

export const settingsHandlers = defineHandlers({
  ...given((_input, context) => mine(context), {
    'client-systemSetting-get-certificate-provider': (record) => ({ data: certView(record) }),
    'client-systemSetting-set-certificate-provider': (record, { body }, { store }) => {
      const needsEab = body.provider === 'zerossl' || body.provider === 'google';
      const keepsEab = body.provider === record.certProvider.provider;
      const eabKeyID = body.eabKeyID ?? (keepsEab ? record.certProvider.eabKeyID : null);
      const eabHmacKey = body.eabHmacKey ?? (keepsEab ? record.certProvider.eabHmacKey : null);
      const required = `is required by ${body.provider}`;
      if (needsEab) requireFields([['eabKeyID', !eabKeyID, required], ['eabHmacKey', !eabHmacKey, required]]);
      record.certProvider = { provider: body.provider, email: body.email, eabKeyID: needsEab ? eabKeyID : null, eabHmacKey: needsEab ? eabHmacKey : null };
      store.changed();
      return { data: certView(record) };
    },

    'client-systemSetting-list-log-retention': (record) => retentionView(record),
    'client-systemSetting-set-log-retention': (record, { body }, { store }) => {
      refuseRepeats(body.items.map((item) => item.table), (i) => `items.${i}.table`);
      for (const item of body.items) {
        const table = record.logRetention.find((r) => r.table === item.table);
        if (table) table.retentionDays = item.retentionDays;
      }
      store.changed();
      return retentionView(record);
    },
    'client-systemSetting-delete-log-part': (record, { body }, context) => removeParts(record, context, [body], 'body'),
    'client-systemSetting-delete-log-parts': (record, { body }, context) => removeParts(record, context, body.items, 'items'),

    'client-systemSetting-get-database-backup': (record, _input, { now }) => ({ data: backupView(record, now) }),
    'client-systemSetting-set-database-backup': (record, { body }, { store, now }) => {
      const current = backupView(record, now);
      const b = record.dbBackup;
      const rescheduled = !b.enable || b.intervalHours !== body.intervalHours;
      record.dbBackup = {
        ...pick(body, ['enable', 'intervalHours', 'keepCount']),
        scheduledFrom: body.enable ? (rescheduled ? iso(now) : b.scheduledFrom) : null,
        ...pick(rescheduled || !body.enable ? current : b, ['lastBackupAt', 'lastStatus']),
      };
      store.changed();
      return { data: backupView(record, now) };
    },
  }),

  ...document(
    { get: 'client-systemSetting-get-outgoing-url', set: 'client-systemSetting-set-outgoing-url' },
    {
      at: (_input, context) => wrapped(mine(context), 'outgoingURL', 'url'),
      check: (body) => {
        try {
          const url = new URL(body.url);
          if (url.search || url.hash) throw new Error('query');
        } catch {
          throw bodyError('url', 'must be a URL without query or fragment, ending with /');
        }
      },
    },
  ),

  ...settingDocument('account-verification', 'accountVerification'),
  ...document(
    { get: 'client-systemSetting-get-restrict-group-cidrs', set: 'client-systemSetting-set-restrict-group-cidrs' },
    {
      at: (_input, context) => wrapped(mine(context), 'restrictCidrs', 'cidrs'),
      check: (body) => checkAddresses('cidrs', body.cidrs),
    },
  ),

  ...settingDocument('trusted-ca', 'trustedCA', (body) => {
    const blocks = [...body.caPEM.matchAll(PEM_BLOCK)];
    if (body.enable && blocks.length === 0) throw bodyError('caPEM', 'must hold at least one PEM certificate (-----BEGIN CERTIFICATE----- … -----END CERTIFICATE-----)');
    if (body.caPEM.trim() !== '' && body.caPEM.replace(PEM_BLOCK, '').trim() !== '') throw bodyError('caPEM', 'holds text outside PEM certificate blocks');
  }),
  ...settingDocument('node-exporter', 'nodeExporter', (body) => checkAddresses('whiteIPs', body.whiteIPs)),

  ...collection(
    { list: 'client-systemSetting-list-trigger-rates', create: 'client-systemSetting-create-trigger-rate', update: 'client-systemSetting-update-trigger-rate', delete: 'client-systemSetting-delete-trigger-rates' },
    {
      noun: 'trigger rate',
      at: (_input, context) => tenantRows(context, settingsOf(context.store), 'triggerRates', (s) => (s.sequences.triggerRate += 1)),
      paged: true,
      order: (a, b) => a.id - b.id,
      created: true,
      unique: { field: 'name', key: (r) => r.name, message: (r) => `a trigger rate named ${r.name} exists` },
      make: (body, id, at) => ({ id, clientId: at.clientId, ...pick(body, ['name', 'seconds', 'times', 'protectMode']), memo: body.memo ?? '' }),
      patch: (row, { id: _id, ...changes }) => Object.assign(row, sent(changes)),
      view: unowned<TriggerRateRecord>,
    },
  ),
  ...collection(
    { list: 'client-errorPage-list-pages', create: 'client-errorPage-create-page', update: 'client-errorPage-update-page', delete: 'client-errorPage-delete-pages' },
    {
      noun: 'error page',
      at: (_input, context) => tenantRows(context, settingsOf(context.store), 'errorPages', (s) => (s.sequences.errorPage += 1)),
      order: (a, b) => a.code - b.code,
      created: true,
      unique: { field: 'code', key: (p) => p.code, message: (p) => `the code ${p.code} has an error page` },
      check: (page) => checkErrorPageContent(page.type, page.content),
      make: (body, id, at, context) => ({ id, clientId: at.clientId, ...pick(body, ['code', 'type', 'content']), updatedAt: iso(context.now) }),
      patch: (page, { id: _id, ...changes }, _at, context) => Object.assign(page, sent(changes), { updatedAt: iso(context.now) }),
      view: unowned<ErrorPageRecord>,
    },
  ),

  ...settingDocument('nginx-http', 'nginxHttp', (body) => expectBody(!body.cacheDir.includes('..'), 'cacheDir', 'must be an absolute path without ..')),
  ...settingDocument('nginx-stream', 'nginxStream', (body) =>
    expectBody(body.proxyTimeout >= body.proxyConnectTimeout, 'proxyTimeout', 'must not be shorter than proxyConnectTimeout'),
  ),
  ...settingDocument('nginx-worker', 'nginxWorker', (body) =>
    expectBody(body.workerRlimitNofile >= body.workerConnections, 'workerRlimitNofile', 'must be at least workerConnections (each connection needs a file descriptor)'),
  ),
  ...settingDocument('nginx-custom', 'nginxCustom', (body) => {
    const problems = (['http', 'stream', 'server'] as const)
      .map((name) => ({ field: name, error: nginxSyntaxError(body[name]) }))
      .filter((p): p is { field: 'http' | 'stream' | 'server'; error: string } => p.error !== null)
      .map((p) => ({ in: 'body' as const, field: p.field, message: `nginx -t: ${p.error}` }));
    if (problems.length) throw fail.parameter('nginx configuration test failed', problems);
  }),
});

/**
 * A field of the client's settings as a document (`client-systemSetting-{get,set}-{name}`): set after `check`; a
 * RESETTABLE one also reset to the product's defaults.
 */
function settingDocument<N extends string, K extends keyof ClientSettingsRecord>(name: N, key: K, check?: (body: ClientSettingsRecord[K]) => void) {
  type Ids = Extract<OperationId, `client-systemSetting-${'get' | 'set' | 'reset'}-${N}`>;
  const reset = RESETTABLE.has(key) ? `client-systemSetting-reset-${name}` : undefined;
  const ids = { get: `client-systemSetting-get-${name}`, set: `client-systemSetting-set-${name}`, reset };
  // The one unchecked step: the operations of `name` take and answer the record's field as it is stored.
  const at = (_input: unknown, context: SignedInContext) => field(mine(context), key) as never;
  const group = document(ids as never, { at, defaults: () => defaultClientSettings(0, '')[key] as never, check: check as never });
  return group as unknown as { [Id in Ids]: SignedInOperation<Id> };
}

/** Refuses (101003 on the body field) a value that breaks a rule the contract cannot state. */
function expectBody(ok: boolean, name: string, message: string) {
  if (!ok) throw bodyError(name, message);
}

/** A field of the record as a document holding it under `name` ({ url: … }). */
function wrapped<K extends 'outgoingURL' | 'restrictCidrs', N extends string>(record: ClientSettingsRecord, key: K, name: N) {
  type Wrapped = Record<N, ClientSettingsRecord[K]>;
  return { get: () => ({ [name]: record[key] }) as Wrapped, set: (value: Wrapped) => (record[key] = value[name]) };
}

/** Removes log partitions now (all or nothing); today's partition is still written and stays. */
function removeParts(record: ClientSettingsRecord, { store, now }: SignedInContext, refs: readonly Schemas['ClientLogPartRef'][], field: string) {
  const today = iso(now).slice(0, 10).replaceAll('-', '');
  const problems: Violation[] = [];
  refs.forEach((ref, index) => {
    const where = field === 'body' ? 'part' : `${field}.${index}.part`;
    const table = record.logRetention.find((r) => r.table === ref.table);
    if (!table?.parts.some((p) => p.part === ref.part)) problems.push({ in: 'body', field: where, message: `${ref.table} has no partition ${ref.part}` });
    else if (ref.part === today) problems.push({ in: 'body', field: where, message: `${ref.part} is today's partition, still being written` });
  });
  if (problems.length) throw fail.parameter('parameter error', problems);
  for (const ref of refs) {
    const table = record.logRetention.find((r) => r.table === ref.table);
    if (table) table.parts = table.parts.filter((p) => p.part !== ref.part);
  }
  store.changed();
  return done();
}

