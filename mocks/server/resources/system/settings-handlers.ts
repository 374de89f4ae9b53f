// The client console's system settings: certificate provider, outgoing URL, log retention, account
// verification, restricted node subnets, database backup, trusted CA, node exporter, trigger rates,
// default error pages and the default Nginx settings.
import { ApiFailure, fail } from '../../errors.ts';
import type { Store } from '../../state/store.ts';
import { collection, document, field, sent, tenantRows } from '../crud.ts';
import { given, pick } from '../crud-more.ts';
import { defineHandlers, type SignedInContext } from '../../types.ts';
import { bodyError, clientRootOf, done, iso, networkOf, normaliseIpOrCidr, requireFields, type Schemas, unowned } from './common.ts';
import {
  type ClientSettingsRecord,
  clientSettings,
  DEFAULT_NGINX_HTTP,
  DEFAULT_NGINX_STREAM,
  DEFAULT_NGINX_WORKER,
  type ErrorPageRecord,
  settingsOf,
  type TriggerRateRecord,
} from './settings-model.ts';

const HOUR_MS = 3_600_000;

/** The caller's client root and its settings record. */
function mine(context: SignedInContext): { clientId: number; record: ClientSettingsRecord; store: Store } {
  const root = clientRootOf(context.store, context.caller.account);
  return { clientId: root.id, record: clientSettings(context.store, root.id), store: context.store };
}

const certView = (record: ClientSettingsRecord): Schemas['ClientCertProvider'] => ({
  provider: record.certProvider.provider,
  email: record.certProvider.email,
  ...(record.certProvider.eabKeyID ? { eabKeyID: record.certProvider.eabKeyID } : {}),
});

const retentionView = (record: ClientSettingsRecord): Schemas['ClientLogRetentionList'] => ({
  data: record.logRetention.map((r) => ({ table: r.table, retentionDays: r.retentionDays, parts: r.parts.map((p) => ({ ...p })) })),
  total: record.logRetention.length,
});

/** The last scheduled run at or before `now` (runs every intervalHours from scheduledFrom), else the stored one. */
function backupView(record: ClientSettingsRecord, now: number): Schemas['ClientDbBackup'] {
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
  return { enable: b.enable, intervalHours: b.intervalHours, keepCount: b.keepCount, lastBackupAt, lastStatus };
}

/** Each entry must be a subnet (cidrOnly) or an address/subnet; host bits must be clear; duplicates 101025 (the contract keeps the list to 5000). */
function checkAddresses(field: string, values: readonly string[], cidrOnly: boolean): void {
  const seen = new Map<string, number>();
  const problems: { in: 'body'; field: string; message: string }[] = [];
  values.forEach((value, index) => {
    const normal = normaliseIpOrCidr(value, cidrOnly);
    if (normal === null) {
      problems.push({ in: 'body', field: `${field}.${index}`, message: cidrOnly ? 'is not a subnet in CIDR format' : 'is not an IP address or a subnet' });
      return;
    }
    if (value.includes('/')) {
      const network = networkOf(value);
      if (network !== null && normaliseIpOrCidr(network, true) !== normal) {
        problems.push({ in: 'body', field: `${field}.${index}`, message: `has host bits set; the subnet is ${network}` });
        return;
      }
    }
    const earlier = seen.get(normal);
    if (earlier !== undefined) throw fail.duplicate('duplicated data', [{ in: 'body', field: `${field}.${index}`, message: `is the same as ${field}.${earlier}` }]);
    seen.set(normal, index);
  });
  if (problems.length) throw fail.parameter('parameter error', problems);
}

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----\s*([A-Za-z0-9+/=\s]+?)\s*-----END CERTIFICATE-----/g;

/** What `nginx -t` would say about custom lines (balanced braces, statements ended by ';'), or null. */
export function nginxSyntaxError(text: string): string | null {
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

function checkErrorPageContent(type: Schemas['ClientErrorPageType'], content: string): void {
  if (type === 'redirect' && !/^https?:\/\/\S+$/.test(content)) throw bodyError('content', 'must be a URL starting with http:// or https:// for a redirect page');
}

export const settingsHandlers = defineHandlers({
  ...given((_input, context) => mine(context), {
    'client-systemSetting-get-certificate-provider': ({ record }) => ({ data: certView(record) }),
    'client-systemSetting-set-certificate-provider': ({ record, store }, { body }) => {
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

    'client-systemSetting-list-log-retention': ({ record }) => retentionView(record),
    'client-systemSetting-set-log-retention': ({ record, store }, { body }) => {
      const seen = new Set<string>();
      body.items.forEach((item, index) => {
        if (seen.has(item.table)) throw fail.duplicate('duplicated data', [{ in: 'body', field: `items.${index}.table`, message: `${item.table} is listed twice` }]);
        seen.add(item.table);
      });
      for (const item of body.items) {
        const table = record.logRetention.find((r) => r.table === item.table);
        if (table) table.retentionDays = item.retentionDays;
      }
      store.changed();
      return retentionView(record);
    },
    'client-systemSetting-delete-log-part': (_mine, { body }, context) => (removeParts(context, [body], 'body'), done()),
    'client-systemSetting-delete-log-parts': (_mine, { body }, context) => (removeParts(context, body.items, 'items'), done()),

    'client-systemSetting-get-database-backup': ({ record }, _input, { now }) => ({ data: backupView(record, now) }),
    'client-systemSetting-set-database-backup': ({ record, store }, { body }, { now }) => {
      const current = backupView(record, now);
      const b = record.dbBackup;
      const rescheduled = !b.enable || b.intervalHours !== body.intervalHours;
      record.dbBackup = {
        ...pick(body, ['enable', 'intervalHours', 'keepCount']),
        scheduledFrom: body.enable ? (rescheduled ? iso(now) : b.scheduledFrom) : null,
        lastBackupAt: rescheduled || !body.enable ? current.lastBackupAt : b.lastBackupAt,
        lastStatus: rescheduled || !body.enable ? current.lastStatus : b.lastStatus,
      };
      store.changed();
      return { data: backupView(record, now) };
    },
  }),

  ...document(
    { get: 'client-systemSetting-get-outgoing-url', set: 'client-systemSetting-set-outgoing-url' },
    {
      at: (_input, context) => {
        const { record } = mine(context);
        return { get: () => ({ url: record.outgoingURL }), set: (value) => (record.outgoingURL = value.url) };
      },
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

  ...document(
    { get: 'client-systemSetting-get-account-verification', set: 'client-systemSetting-set-account-verification' },
    { at: (_input, context) => field(mine(context).record, 'accountVerification') },
  ),
  ...document(
    { get: 'client-systemSetting-get-restrict-group-cidrs', set: 'client-systemSetting-set-restrict-group-cidrs' },
    {
      at: (_input, context) => {
        const { record } = mine(context);
        return { get: () => ({ cidrs: record.restrictCidrs }), set: (value) => (record.restrictCidrs = value.cidrs) };
      },
      check: (body) => checkAddresses('cidrs', body.cidrs, true),
    },
  ),

  ...document(
    { get: 'client-systemSetting-get-trusted-ca', set: 'client-systemSetting-set-trusted-ca' },
    {
      at: (_input, context) => field(mine(context).record, 'trustedCA'),
      check: (body) => {
        const blocks = [...body.caPEM.matchAll(PEM_BLOCK)];
        if (body.enable && blocks.length === 0) throw bodyError('caPEM', 'must hold at least one PEM certificate (-----BEGIN CERTIFICATE----- … -----END CERTIFICATE-----)');
        if (body.caPEM.trim() !== '' && body.caPEM.replace(PEM_BLOCK, '').trim() !== '') throw bodyError('caPEM', 'holds text outside PEM certificate blocks');
      },
    },
  ),
  ...document(
    { get: 'client-systemSetting-get-node-exporter', set: 'client-systemSetting-set-node-exporter' },
    { at: (_input, context) => field(mine(context).record, 'nodeExporter'), check: (body) => checkAddresses('whiteIPs', body.whiteIPs, false) },
  ),

  ...collection(
    { list: 'client-systemSetting-list-trigger-rates', create: 'client-systemSetting-create-trigger-rate', update: 'client-systemSetting-update-trigger-rate', delete: 'client-systemSetting-delete-trigger-rates' },
    {
      noun: 'trigger rate',
      at: (_input, context) => tenantRows(context, settingsOf(context.store), 'triggerRates', (s) => (s.sequences.triggerRate += 1)),
      paged: true,
      order: (a, b) => a.id - b.id,
      created: true,
      unique: { field: 'name', key: (r) => r.name, message: (r) => `a trigger rate named ${r.name} exists` },
      make: (body, id, at) => ({ id, clientId: at.clientId, name: body.name, seconds: body.seconds, times: body.times, protectMode: body.protectMode, memo: body.memo ?? '' }),
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
      make: (body, id, at, context) => ({ id, clientId: at.clientId, code: body.code, type: body.type, content: body.content, updatedAt: iso(context.now) }),
      patch: (page, { id: _id, ...changes }, _at, context) => Object.assign(page, sent(changes), { updatedAt: iso(context.now) }),
      view: unowned<ErrorPageRecord>,
    },
  ),

  ...nginxDocument('http', DEFAULT_NGINX_HTTP, (body) => expectBody(!body.cacheDir.includes('..'), 'cacheDir', 'must be an absolute path without ..')),
  ...nginxDocument('stream', DEFAULT_NGINX_STREAM, (body) =>
    expectBody(body.proxyTimeout >= body.proxyConnectTimeout, 'proxyTimeout', 'must not be shorter than proxyConnectTimeout'),
  ),
  ...nginxDocument('worker', DEFAULT_NGINX_WORKER, (body) =>
    expectBody(body.workerRlimitNofile >= body.workerConnections, 'workerRlimitNofile', 'must be at least workerConnections (each connection needs a file descriptor)'),
  ),
  ...document(
    { get: 'client-systemSetting-get-nginx-custom', set: 'client-systemSetting-set-nginx-custom' },
    {
      at: (_input, context) => field(mine(context).record, 'nginxCustom'),
      check: (body) => {
        const problems = (['http', 'stream', 'server'] as const)
          .map((name) => ({ field: name, error: nginxSyntaxError(body[name]) }))
          .filter((p): p is { field: 'http' | 'stream' | 'server'; error: string } => p.error !== null)
          .map((p) => ({ in: 'body' as const, field: p.field, message: `nginx -t: ${p.error}` }));
        if (problems.length) throw fail.parameter('nginx configuration test failed', problems);
      },
    },
  ),
});

const NGINX_FIELDS = { http: 'nginxHttp', stream: 'nginxStream', worker: 'nginxWorker' } as const;
type NginxRecord<N extends keyof typeof NGINX_FIELDS> = ClientSettingsRecord[(typeof NGINX_FIELDS)[N]];

/** A default Nginx setting of the client: get, set (after `check`), reset to the product's `defaults`. */
function nginxDocument<N extends keyof typeof NGINX_FIELDS>(name: N, defaults: NginxRecord<N>, check: (body: NginxRecord<N>) => void) {
  const ids = { get: `client-systemSetting-get-nginx-${name}`, set: `client-systemSetting-set-nginx-${name}`, reset: `client-systemSetting-reset-nginx-${name}` } as const;
  // The one unchecked step: the operations of `name` take and answer the record's field as it is stored.
  const at = (_input: unknown, context: SignedInContext) => field(mine(context).record, NGINX_FIELDS[name]) as never;
  return document(ids, { at, defaults: () => ({ ...defaults }) as never, check: check as never });
}

/** Refuses (101003 on the body field) a value that breaks a rule the contract cannot state. */
function expectBody(ok: boolean, name: string, message: string): void {
  if (!ok) throw bodyError(name, message);
}

/** Removes log partitions now (all or nothing); today's partition is still written and stays. */
function removeParts(context: SignedInContext, refs: readonly Schemas['ClientLogPartRef'][], field: string): void {
  const { record, store } = mine(context);
  const today = iso(context.now).slice(0, 10).replaceAll('-', '');
  const problems: { in: 'body'; field: string; message: string }[] = [];
  refs.forEach((ref, index) => {
    const where = field === 'body' ? 'part' : `${field}.${index}.part`;
    const table = record.logRetention.find((r) => r.table === ref.table);
    if (!table?.parts.some((p) => p.part === ref.part)) problems.push({ in: 'body', field: where, message: `${ref.table} has no partition ${ref.part}` });
    else if (ref.part === today) problems.push({ in: 'body', field: where, message: `${ref.part} is today's partition, still being written` });
  });
  if (problems.length) throw new ApiFailure(101003, 'parameter error', problems);
  for (const ref of refs) {
    const table = record.logRetention.find((r) => r.table === ref.table);
    if (table) table.parts = table.parts.filter((p) => p.part !== ref.part);
  }
  store.changed();
}

