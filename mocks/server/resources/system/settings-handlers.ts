// The client console's system settings: certificate provider, outgoing URL, log retention, account
// verification, restricted node subnets, database backup, trusted CA, node exporter, trigger rates,
// default error pages and the default Nginx settings.
import { ApiFailure, fail } from '../../errors.ts';
import { paginate } from '../../domain/paging.ts';
import type { Store } from '../../state/store.ts';
import { defineHandlers, type SignedInContext } from '../../types.ts';
import {
  bodyError,
  checkCount,
  clientRootOf,
  done,
  iso,
  networkOf,
  normaliseIpOrCidr,
  ownedRow,
  ownedRows,
  type Schemas,
} from './common.ts';
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
  const root = clientRootOf(context.store, context.caller.account, 'system settings');
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

/** Each entry must be a subnet (cidrOnly) or an address/subnet; host bits must be clear; duplicates 101025. */
function checkAddresses(field: string, values: readonly string[], cidrOnly: boolean): void {
  checkCount(field, values.length);
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

const byName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function checkErrorPageContent(type: Schemas['ClientErrorPageType'], content: string): void {
  if (type === 'redirect' && !/^https?:\/\/\S+$/.test(content)) throw bodyError('content', 'must be a URL starting with http:// or https:// for a redirect page');
}

const errorPageView = ({ clientId: _c, ...page }: ErrorPageRecord): Schemas['ClientErrorPage'] => ({ ...page });
const triggerRateView = ({ clientId: _c, ...rate }: TriggerRateRecord): Schemas['ClientTriggerRate'] => ({ ...rate });

export const settingsHandlers = defineHandlers({
  'client-systemSetting-get-certificate-provider': {
    access: 'signedIn',
    handle(_input, context) {
      return { data: certView(mine(context).record) };
    },
  },
  'client-systemSetting-set-certificate-provider': {
    access: 'signedIn',
    handle({ body }, context) {
      const { record, store } = mine(context);
      const needsEab = body.provider === 'zerossl' || body.provider === 'google';
      const keepsEab = body.provider === record.certProvider.provider;
      const eabKeyID = body.eabKeyID ?? (keepsEab ? record.certProvider.eabKeyID : null);
      const eabHmacKey = body.eabHmacKey ?? (keepsEab ? record.certProvider.eabHmacKey : null);
      if (needsEab && (!eabKeyID || !eabHmacKey)) {
        throw fail.parameter('parameter error', [
          ...(!eabKeyID ? [{ in: 'body' as const, field: 'eabKeyID', message: `is required by ${body.provider}` }] : []),
          ...(!eabHmacKey ? [{ in: 'body' as const, field: 'eabHmacKey', message: `is required by ${body.provider}` }] : []),
        ]);
      }
      record.certProvider = { provider: body.provider, email: body.email, eabKeyID: needsEab ? eabKeyID : null, eabHmacKey: needsEab ? eabHmacKey : null };
      store.changed();
      return { data: certView(record) };
    },
  },

  'client-systemSetting-get-outgoing-url': {
    access: 'signedIn',
    handle(_input, context) {
      return { data: { url: mine(context).record.outgoingURL } };
    },
  },
  'client-systemSetting-set-outgoing-url': {
    access: 'signedIn',
    handle({ body }, context) {
      const { record, store } = mine(context);
      try {
        const url = new URL(body.url);
        if (url.search || url.hash) throw new Error('query');
      } catch {
        throw bodyError('url', 'must be a URL without query or fragment, ending with /');
      }
      record.outgoingURL = body.url;
      store.changed();
      return { data: { url: record.outgoingURL } };
    },
  },

  'client-systemSetting-list-log-retention': {
    access: 'signedIn',
    handle(_input, context) {
      return retentionView(mine(context).record);
    },
  },
  'client-systemSetting-set-log-retention': {
    access: 'signedIn',
    handle({ body }, context) {
      const { record, store } = mine(context);
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
  },
  'client-systemSetting-delete-log-part': {
    access: 'signedIn',
    handle({ body }, context) {
      removeParts(context, [body], 'body');
      return done();
    },
  },
  'client-systemSetting-delete-log-parts': {
    access: 'signedIn',
    handle({ body }, context) {
      removeParts(context, body.items, 'items');
      return done();
    },
  },

  'client-systemSetting-get-account-verification': {
    access: 'signedIn',
    handle(_input, context) {
      return { data: { ...mine(context).record.accountVerification } };
    },
  },
  'client-systemSetting-set-account-verification': {
    access: 'signedIn',
    handle({ body }, context) {
      const { record, store } = mine(context);
      record.accountVerification = { enable: body.enable, codeTTLMinutes: body.codeTTLMinutes };
      store.changed();
      return { data: { ...record.accountVerification } };
    },
  },

  'client-systemSetting-get-restrict-group-cidrs': {
    access: 'signedIn',
    handle(_input, context) {
      return { data: { cidrs: [...mine(context).record.restrictCidrs] } };
    },
  },
  'client-systemSetting-set-restrict-group-cidrs': {
    access: 'signedIn',
    handle({ body }, context) {
      const { record, store } = mine(context);
      checkAddresses('cidrs', body.cidrs, true);
      record.restrictCidrs = [...body.cidrs];
      store.changed();
      return { data: { cidrs: [...record.restrictCidrs] } };
    },
  },

  'client-systemSetting-get-database-backup': {
    access: 'signedIn',
    handle(_input, context) {
      return { data: backupView(mine(context).record, context.now) };
    },
  },
  'client-systemSetting-set-database-backup': {
    access: 'signedIn',
    handle({ body }, context) {
      const { record, store } = mine(context);
      const current = backupView(record, context.now);
      const b = record.dbBackup;
      const rescheduled = !b.enable || b.intervalHours !== body.intervalHours;
      record.dbBackup = {
        enable: body.enable,
        intervalHours: body.intervalHours,
        keepCount: body.keepCount,
        scheduledFrom: body.enable ? (rescheduled ? iso(context.now) : b.scheduledFrom) : null,
        lastBackupAt: rescheduled || !body.enable ? current.lastBackupAt : b.lastBackupAt,
        lastStatus: rescheduled || !body.enable ? current.lastStatus : b.lastStatus,
      };
      store.changed();
      return { data: backupView(record, context.now) };
    },
  },

  'client-systemSetting-get-trusted-ca': {
    access: 'signedIn',
    handle(_input, context) {
      return { data: { ...mine(context).record.trustedCA } };
    },
  },
  'client-systemSetting-set-trusted-ca': {
    access: 'signedIn',
    handle({ body }, context) {
      const { record, store } = mine(context);
      const blocks = [...body.caPEM.matchAll(PEM_BLOCK)];
      if (body.enable && blocks.length === 0) throw bodyError('caPEM', 'must hold at least one PEM certificate (-----BEGIN CERTIFICATE----- … -----END CERTIFICATE-----)');
      if (body.caPEM.trim() !== '' && body.caPEM.replace(PEM_BLOCK, '').trim() !== '') throw bodyError('caPEM', 'holds text outside PEM certificate blocks');
      record.trustedCA = { enable: body.enable, caPEM: body.caPEM };
      store.changed();
      return { data: { ...record.trustedCA } };
    },
  },

  'client-systemSetting-get-node-exporter': {
    access: 'signedIn',
    handle(_input, context) {
      const { nodeExporter } = mine(context).record;
      return { data: { ...nodeExporter, whiteIPs: [...nodeExporter.whiteIPs] } };
    },
  },
  'client-systemSetting-set-node-exporter': {
    access: 'signedIn',
    handle({ body }, context) {
      const { record, store } = mine(context);
      checkAddresses('whiteIPs', body.whiteIPs, false);
      record.nodeExporter = { whiteIPs: [...body.whiteIPs], limitCountSec: body.limitCountSec, limitCountTimes: body.limitCountTimes };
      store.changed();
      return { data: { ...record.nodeExporter, whiteIPs: [...record.nodeExporter.whiteIPs] } };
    },
  },

  'client-systemSetting-list-trigger-rates': {
    access: 'signedIn',
    handle({ query }, context) {
      const { clientId, store } = mine(context);
      const rows = settingsOf(store).triggerRates.filter((r) => r.clientId === clientId).sort((a, b) => a.id - b.id);
      const page = paginate(rows, query);
      return { data: page.data.map(triggerRateView), total: page.total };
    },
  },
  'client-systemSetting-create-trigger-rate': {
    access: 'signedIn',
    handle({ body }, context) {
      const { clientId, store } = mine(context);
      const state = settingsOf(store);
      if (state.triggerRates.some((r) => r.clientId === clientId && byName(r.name, body.name))) {
        throw fail.duplicate('duplicated data', [{ in: 'body', field: 'name', message: `a trigger rate named ${body.name} exists` }]);
      }
      state.sequences.triggerRate += 1;
      const record: TriggerRateRecord = { id: state.sequences.triggerRate, clientId, name: body.name, seconds: body.seconds, times: body.times, protectMode: body.protectMode, memo: body.memo ?? '' };
      state.triggerRates.push(record);
      store.changed();
      return { data: triggerRateView(record) };
    },
  },
  'client-systemSetting-update-trigger-rate': {
    access: 'signedIn',
    handle({ body }, context) {
      const { clientId, store } = mine(context);
      const state = settingsOf(store);
      const record = ownedRow(state.triggerRates, body.id, (r) => r.clientId === clientId, 'trigger rate');
      if (body.name !== undefined && state.triggerRates.some((r) => r.clientId === clientId && r.id !== record.id && byName(r.name, body.name as string))) {
        throw fail.duplicate('duplicated data', [{ in: 'body', field: 'name', message: `a trigger rate named ${body.name} exists` }]);
      }
      if (body.name !== undefined) record.name = body.name;
      if (body.seconds !== undefined) record.seconds = body.seconds;
      if (body.times !== undefined) record.times = body.times;
      if (body.protectMode !== undefined) record.protectMode = body.protectMode;
      if (body.memo !== undefined) record.memo = body.memo;
      store.changed();
      return done();
    },
  },
  'client-systemSetting-delete-trigger-rates': {
    access: 'signedIn',
    handle({ body }, context) {
      const { clientId, store } = mine(context);
      const state = settingsOf(store);
      const doomed = new Set(ownedRows(state.triggerRates, body.ids, (r) => r.clientId === clientId, 'trigger rate'));
      state.triggerRates = state.triggerRates.filter((r) => !doomed.has(r));
      store.changed();
      return done();
    },
  },

  'client-errorPage-list-pages': {
    access: 'signedIn',
    handle(_input, context) {
      const { clientId, store } = mine(context);
      const rows = settingsOf(store).errorPages.filter((p) => p.clientId === clientId).sort((a, b) => a.code - b.code);
      return { data: rows.map(errorPageView), total: rows.length };
    },
  },
  'client-errorPage-create-page': {
    access: 'signedIn',
    handle({ body }, context) {
      const { clientId, store } = mine(context);
      const state = settingsOf(store);
      if (state.errorPages.some((p) => p.clientId === clientId && p.code === body.code)) {
        throw fail.duplicate('duplicated data', [{ in: 'body', field: 'code', message: `the code ${body.code} has an error page` }]);
      }
      checkErrorPageContent(body.type, body.content);
      state.sequences.errorPage += 1;
      const record: ErrorPageRecord = { id: state.sequences.errorPage, clientId, code: body.code, type: body.type, content: body.content, updatedAt: iso(context.now) };
      state.errorPages.push(record);
      store.changed();
      return { data: errorPageView(record) };
    },
  },
  'client-errorPage-update-page': {
    access: 'signedIn',
    handle({ body }, context) {
      const { clientId, store } = mine(context);
      const record = ownedRow(settingsOf(store).errorPages, body.id, (p) => p.clientId === clientId, 'error page');
      checkErrorPageContent(body.type ?? record.type, body.content ?? record.content);
      if (body.type !== undefined) record.type = body.type;
      if (body.content !== undefined) record.content = body.content;
      record.updatedAt = iso(context.now);
      store.changed();
      return done();
    },
  },
  'client-errorPage-delete-pages': {
    access: 'signedIn',
    handle({ body }, context) {
      const { clientId, store } = mine(context);
      const state = settingsOf(store);
      const doomed = new Set(ownedRows(state.errorPages, body.ids, (p) => p.clientId === clientId, 'error page'));
      state.errorPages = state.errorPages.filter((p) => !doomed.has(p));
      store.changed();
      return done();
    },
  },

  'client-systemSetting-get-nginx-http': {
    access: 'signedIn',
    handle(_input, context) {
      return { data: { ...mine(context).record.nginxHttp } };
    },
  },
  'client-systemSetting-set-nginx-http': {
    access: 'signedIn',
    handle({ body }, context) {
      const { record, store } = mine(context);
      if (body.cacheDir.includes('..')) throw bodyError('cacheDir', 'must be an absolute path without ..');
      record.nginxHttp = { ...body };
      store.changed();
      return { data: { ...record.nginxHttp } };
    },
  },
  'client-systemSetting-reset-nginx-http': {
    access: 'signedIn',
    handle(_input, context) {
      const { record, store } = mine(context);
      record.nginxHttp = { ...DEFAULT_NGINX_HTTP };
      store.changed();
      return done();
    },
  },
  'client-systemSetting-get-nginx-stream': {
    access: 'signedIn',
    handle(_input, context) {
      return { data: { ...mine(context).record.nginxStream } };
    },
  },
  'client-systemSetting-set-nginx-stream': {
    access: 'signedIn',
    handle({ body }, context) {
      const { record, store } = mine(context);
      if (body.proxyTimeout < body.proxyConnectTimeout) throw bodyError('proxyTimeout', 'must not be shorter than proxyConnectTimeout');
      record.nginxStream = { ...body };
      store.changed();
      return { data: { ...record.nginxStream } };
    },
  },
  'client-systemSetting-reset-nginx-stream': {
    access: 'signedIn',
    handle(_input, context) {
      const { record, store } = mine(context);
      record.nginxStream = { ...DEFAULT_NGINX_STREAM };
      store.changed();
      return done();
    },
  },
  'client-systemSetting-get-nginx-worker': {
    access: 'signedIn',
    handle(_input, context) {
      return { data: { ...mine(context).record.nginxWorker } };
    },
  },
  'client-systemSetting-set-nginx-worker': {
    access: 'signedIn',
    handle({ body }, context) {
      const { record, store } = mine(context);
      if (body.workerRlimitNofile < body.workerConnections) throw bodyError('workerRlimitNofile', 'must be at least workerConnections (each connection needs a file descriptor)');
      record.nginxWorker = { ...body };
      store.changed();
      return { data: { ...record.nginxWorker } };
    },
  },
  'client-systemSetting-reset-nginx-worker': {
    access: 'signedIn',
    handle(_input, context) {
      const { record, store } = mine(context);
      record.nginxWorker = { ...DEFAULT_NGINX_WORKER };
      store.changed();
      return done();
    },
  },
  'client-systemSetting-get-nginx-custom': {
    access: 'signedIn',
    handle(_input, context) {
      return { data: { ...mine(context).record.nginxCustom } };
    },
  },
  'client-systemSetting-set-nginx-custom': {
    access: 'signedIn',
    handle({ body }, context) {
      const { record, store } = mine(context);
      const problems = (['http', 'stream', 'server'] as const)
        .map((field) => ({ field, error: nginxSyntaxError(body[field]) }))
        .filter((p): p is { field: 'http' | 'stream' | 'server'; error: string } => p.error !== null)
        .map((p) => ({ in: 'body' as const, field: p.field, message: `nginx -t: ${p.error}` }));
      if (problems.length) throw fail.parameter('nginx configuration test failed', problems);
      record.nginxCustom = { ...body };
      store.changed();
      return { data: { ...record.nginxCustom } };
    },
  },
});

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

