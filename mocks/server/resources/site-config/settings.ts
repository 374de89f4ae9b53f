// Site settings: compression, cache rules and their settings, cache clearing and purging, speed limits, the
// site's DNS setting, error pages, site DNS records, and which settings are set.
import { paginate, sortRows } from '../../domain/paging.ts';
import { fail } from '../../errors.ts';
import type { Store } from '../../state/store.ts';
import { defineHandlers, type SignedInContext } from '../../types.ts';
import { allRows, collection, edits, ownedRows, sent } from '../crud.ts';
import { type AnyInput, given, pick } from '../crud-more.ts';
import { domainsOfSite, productById } from '../sites.resource.ts';
import { configOf, covers, iso, nextId, ofOwnedSite, parseSort, pickOne, siteRow } from './common.ts';
import type { CacheRuleRecord, CompressSetting, ErrorPageRecord, RateRecord, SequenceName, SiteDnsRecord, SiteSettingsRecord } from './model.ts';
import { DEFAULT_OPEN_PORTS, openPortsOfSite } from './ports.ts';
import { checkRegex } from '../security/common.ts';

const DEFAULT_GZIP_TYPES = ['text/html', 'text/css', 'text/plain', 'application/javascript', 'application/json'];
export const defaultCompress = (): CompressSetting => ({ gzip: true, gzipMinLength: 1024, gzipTypes: [...DEFAULT_GZIP_TYPES], webp: false });
/** Cache rules, speed limits and DNS records a site holds (each). */
const MAX_SITE_ROWS = 5000;
/** Purges kept per site in the demo's log. */
const PURGE_LOG_LIMIT = 50;
/** Characters of a regular expression; purge URLs are plain URLs. */
const REGEX_CHARS = /[*^$()[\]{}|\\]/;

const settingsOf = (store: Store, siteId: number) =>
  siteRow(configOf(store).settings, siteId, () =>
    ({ siteId, compress: defaultCompress(), cacheRuleSettings: { ignoreQueryString: false, ignoreOriginNoCache: false }, purges: [] }));

function logPurge(row: SiteSettingsRecord, purge: SiteSettingsRecord['purges'][number]) {
  row.purges.push(purge);
  row.purges.splice(0, Math.max(0, row.purges.length - PURGE_LOG_LIMIT));
}

/** Why a purge URL is refused: a regular expression, not a full URL, or not of a domain of the site (null: it is not). */
function purgeProblem(raw: string, names: readonly string[]) {
  if (REGEX_CHARS.test(raw)) return 'must be a plain URL, not a regular expression';
  if (!URL.canParse(raw)) return 'is not a full URL';
  const host = new URL(raw).hostname;
  return names.some((name) => covers(name, host)) ? null : `${host} is not a domain of this site`;
}

const rateView = (r: RateRecord) => pick(r, ['id', 'urlRegex', 'limitRate', 'limitAfter', 'enabled']);

const ruleView = (r: CacheRuleRecord) => {
  const base = { id: r.id, cacheTime: r.cacheTime, mode: r.mode, priority: r.priority };
  return r.type === 'fileType' ? { ...base, type: 'fileType', fileTypes: [...(r.fileTypes ?? [])] } : { ...base, type: 'url', url: r.url ?? '/' };
};

const pageView = (p: ErrorPageRecord) => pick(p, ['id', 'code', 'type', 'content', 'updatedAt']);

const ofSite = <R extends { siteId: number }>(rows: R[], siteId: number) => rows.filter((r) => r.siteId === siteId);

/** A rule of the same target (path, or a file type already in another rule of the site: kept in lower case) is 101025. */
function checkRuleTarget(siteRules: readonly CacheRuleRecord[], rule: CacheRuleRecord) {
  const others = siteRules.filter((r) => r.id !== rule.id && r.type === rule.type);
  if (rule.type === 'url' && others.some((r) => r.url === rule.url)) throw fail.duplicate(`a cache rule for ${rule.url} exists`);
  const clash = [...new Set(others.flatMap((r) => r.fileTypes ?? []))].filter((t) => rule.fileTypes?.includes(t));
  if (clash.length) throw fail.duplicate(`file types already in another cache rule: ${clash.join(', ')}`);
}

/** Domains of the site whose origins resolve through a site DNS record (origin host = the record's name). */
const domainsUsing = (store: Store, record: SiteDnsRecord) =>
  domainsOfSite(store, record.siteId).filter((d) => d.upstreams.some((u) => u.host.toLowerCase() === record.name));

const dnsView = (store: Store, r: SiteDnsRecord) =>
  ({ ...pick(r, ['id', 'name', 'type', 'value', 'ttl']), domainCount: domainsUsing(store, r).length, ...pick(r, ['createdAt', 'updatedAt']) });

/** The same name, type and value twice in the site is 101025; a CNAME name holds no other record (101025). */
function checkDnsRecord(siteRecords: readonly SiteDnsRecord[], input: SiteDnsRecord) {
  const sameName = siteRecords.filter((r) => r.id !== input.id && r.name === input.name);
  if (sameName.some((r) => r.type === input.type && r.value.toLowerCase() === input.value.toLowerCase())) throw fail.duplicate(`${input.name} ${input.type} ${input.value} exists`);
  if (sameName.length && (input.type === 'CNAME' || sameName.some((r) => r.type === 'CNAME'))) {
    throw fail.duplicate(`${input.name} has a CNAME record, which cannot share its name with other records`);
  }
}

/** The caller's site's rows of one list of this module (another tenant's site is 101018). */
function sitePlace<K extends 'rates' | 'cacheRules' | 'errorPages' | 'dns'>(key: K, sequence: SequenceName, input: AnyInput, context: SignedInContext) {
  const siteId = ofOwnedSite(input, context).id;
  const state = configOf(context.store);
  return { siteId, whose: "this site's", ...ownedRows(state, key, (row) => row.siteId === siteId, () => nextId(state, sequence)) };
}

/** What a cache rule's body targets: a path, or file types (lower case, once each). */
const cacheTarget = (body: { type: 'url' | 'fileType'; url?: string; fileTypes?: string[] }) =>
  body.type === 'fileType' ? { type: body.type, fileTypes: [...new Set(body.fileTypes?.map((t) => t.toLowerCase()))] } : { type: body.type, url: body.url };

/** A DNS record's body as stored: a CNAME's target in lower case. */
const dnsInput = (body: { name: string; type: SiteDnsRecord['type']; value: string }) => ({ name: body.name, type: body.type, value: body.type === 'CNAME' ? body.value.toLowerCase() : body.value });

const DNS_SORTS = ['id', 'name', 'type', 'value', 'ttl', 'domainCount', 'createdAt', 'updatedAt'] as const;

export const settingHandlers = defineHandlers({
  ...given(ofOwnedSite, {
    'user-siteSetting-get-settings': ({ id }, _input, { store }) => {
      const row = settingsOf(store, id);
      const rates = ofSite(configOf(store).rates, id).map(rateView);
      return { data: { compress: { ...row.compress, gzipTypes: [...row.compress.gzipTypes] }, cacheRuleSettings: { ...row.cacheRuleSettings }, rates } };
    },

    'user-siteSetting-get-exists': ({ id }, _input, { store }) => {
      const state = configOf(store);
      const has = (rows: { siteId: number }[]) => rows.some((r) => r.siteId === id);
      return {
        data: {
          cacheRules: has(state.cacheRules),
          compress: JSON.stringify(state.settings.find((s) => s.siteId === id)?.compress ?? defaultCompress()) !== JSON.stringify(defaultCompress()),
          rates: has(state.rates),
          errorPages: has(state.errorPages),
          siteDns: has(state.dns),
          ports: has(state.ports) || JSON.stringify(openPortsOfSite(store, id)) !== JSON.stringify(DEFAULT_OPEN_PORTS),
        },
      };
    },

    'user-siteSetting-get-dns': (site, _input, { store }) => {
      const product = site.info && productById(store, site.info.productID);
      const statuses = domainsOfSite(store, site.id).map((d) => d.cnameStatus);
      const dnsStatus = !statuses.length || statuses.includes('pending') ? 'pending' : statuses.every((s) => s === 'active') ? 'active' : 'inactive';
      return { data: { cname: site.info?.cname ?? `${site.name.replace(/\./g, '-')}.cdn.parapet.example`, cnameMode: product?.cnameMode ?? 'random', dnsStatus } };
    },

    'user-errorPage-get-page': (site, { query }, { store }) => {
      const page = ofSite(configOf(store).errorPages, site.id).find((p) => p.code === query.code);
      return { data: page ? pageView(page) : null };
    },

    'user-siteDns-list-records': (site, { query }, { store }) => {
      const { key, order } = parseSort(query.sort, DNS_SORTS, 'id');
      const rows = ofSite(configOf(store).dns, site.id).map((r) => dnsView(store, r));
      return paginate(sortRows(rows, (r) => r[key], order), query);
    },

    'user-siteDns-list-domains': (site, { params }, { store }) => {
      const record = pickOne(ofSite(configOf(store).dns, params.siteId), params.dnsId, 'DNS record');
      return allRows(domainsUsing(store, record).map((d) => ({ id: d.id, domainName: d.domainName, siteID: d.siteId, siteName: site.name })));
    },
  }),

  ...collection(
    { create: 'user-siteSetting-create-rate', update: 'user-siteSetting-update-rate', delete: 'user-siteSetting-delete-rates' },
    {
      noun: 'speed limit',
      at: (input, context) => sitePlace('rates', 'rate', input, context),
      created: true,
      max: { rows: MAX_SITE_ROWS, of: 'speed limits a site' },
      // The contract checks a new expression (UserSiteRateInput), not a changed one.
      make: (body, id, at) => ({ id, siteId: at.siteId, urlRegex: body.urlRegex, limitRate: body.limitRate, limitAfter: body.limitAfter ?? 0, enabled: body.enabled ?? true }),
      patch: (rate, { id: _id, ...changes }) => {
        checkRegex('urlRegex', changes.urlRegex);
        Object.assign(rate, sent(changes));
      },
      check: (rate, at) => {
        if (at.rows().some((r) => r.id !== rate.id && r.urlRegex === rate.urlRegex)) throw fail.duplicate(`a speed limit for ${rate.urlRegex} exists`);
      },
      view: rateView,
    },
  ),
  ...collection(
    { list: 'user-cache-list-rules', create: 'user-cache-create-rule', update: 'user-cache-update-rule', delete: 'user-cache-delete-rules' },
    {
      noun: 'cache rule',
      at: (input, context) => sitePlace('cacheRules', 'cacheRule', input, context),
      order: (a, b) => a.priority - b.priority || a.id - b.id,
      created: true,
      max: { rows: MAX_SITE_ROWS, of: 'cache rules a site' },
      make: (body, id, at) => ({ id, siteId: at.siteId, ...cacheTarget(body), cacheTime: body.cacheTime, mode: body.mode, priority: body.priority ?? at.rows().reduce((max, r) => Math.max(max, r.priority), 0) + 1 }),
      patch: (rule, body) => {
        delete rule.url;
        delete rule.fileTypes;
        Object.assign(rule, cacheTarget(body), { cacheTime: body.cacheTime, mode: body.mode }, body.priority === undefined ? {} : { priority: body.priority });
      },
      check: (rule, at) => checkRuleTarget(at.rows(), rule),
      view: ruleView,
    },
  ),
  ...collection({ delete: 'user-cache-delete-rule' }, { noun: 'cache rule', at: (input, context) => sitePlace('cacheRules', 'cacheRule', input, context), view: ruleView }),

  // Compression, the cache rules' settings, clearing and purging (each purge is logged, the newest PURGE_LOG_LIMIT kept).
  ...edits(
    (input, context) => ofOwnedSite(input, context).id,
    {
      'user-siteSetting-set-gzip': (siteId, body, { store }) => {
        settingsOf(store, siteId).compress = { gzip: body.gzip, gzipMinLength: body.gzipMinLength, gzipTypes: [...body.gzipTypes], webp: body.webp };
      },
      'user-cache-set-rule-settings': (siteId, body, { store }) => {
        settingsOf(store, siteId).cacheRuleSettings = { ignoreQueryString: body.ignoreQueryString, ignoreOriginNoCache: body.ignoreOriginNoCache };
      },
      'user-cache-clear-cache': (siteId, _body, { store, now }) => logPurge(settingsOf(store, siteId), { at: iso(now), type: 0, urls: [] }),
      'user-cache-purge-urls': (siteId, body, { store, now }) => {
        const names = domainsOfSite(store, siteId).map((d) => d.domainName);
        const violations = body.urls.flatMap((raw, index) => {
          const message = purgeProblem(raw, names);
          return message ? [{ in: 'body' as const, field: `urls.${index}`, message }] : [];
        });
        if (violations.length) throw fail.parameter('parameter error', violations);
        logPurge(settingsOf(store, siteId), { at: iso(now), type: body.type, urls: [...body.urls] });
      },
    },
  ),

  ...collection(
    { list: 'user-errorPage-list-pages', create: 'user-errorPage-create-page', update: 'user-errorPage-update-page', delete: 'user-errorPage-delete-pages' },
    {
      noun: 'error page',
      at: (input, context) => sitePlace('errorPages', 'errorPage', input, context),
      order: (a, b) => a.code - b.code,
      created: true,
      make: (body, id, at, { now }) => ({ id, siteId: at.siteId, code: body.code, type: body.type, content: body.content, updatedAt: iso(now) }),
      patch: (page, body, _at, { now }) => Object.assign(page, { code: body.code, type: body.type, content: body.content, updatedAt: iso(now) }),
      unique: { field: 'code', key: (p) => p.code, message: (p) => `the site has an error page for ${p.code}` },
      view: pageView,
    },
  ),

  ...collection(
    { create: 'user-siteDns-create-record', update: 'user-siteDns-update-record', delete: 'user-siteDns-delete-records' },
    {
      noun: 'DNS record',
      at: (input, context) => sitePlace('dns', 'dns', input, context),
      created: true,
      max: { rows: MAX_SITE_ROWS, of: 'DNS records a site' },
      make: (body, id, at, { now }) => ({ id, siteId: at.siteId, ...dnsInput(body), ttl: body.ttl ?? 600, createdAt: iso(now), updatedAt: iso(now) }),
      patch: (record, body, _at, { now }) => Object.assign(record, dnsInput(body), { ttl: body.ttl ?? record.ttl, updatedAt: iso(now) }),
      check: (record, at) => checkDnsRecord(at.rows(), record),
      view: (record, _at, { store }) => dnsView(store, record),
    },
  ),
});
