// Site settings: compression, cache rules and their settings, cache clearing and purging, speed limits, the
// site's DNS setting, error pages, site DNS records, and which settings are set.
import type { components } from '../../../../src/api/schema';
import { paginate, sortRows } from '../../domain/paging.ts';
import { fail } from '../../errors.ts';
import { done } from '../../handlers/common.ts';
import type { Store } from '../../state/store.ts';
import { defineHandlers } from '../../types.ts';
import { productById } from '../sites.resource.ts';
import { checkCount, configOf, covers, iso, nextId, ownedSite, parseSort, pickAll, pickOne, siteDomains } from './common.ts';
import type { CacheRuleRecord, CompressSetting, ErrorPageRecord, RateRecord, SiteDnsRecord, SiteSettingsRecord } from './model.ts';
import { DEFAULT_OPEN_PORTS, openPortsOfSite } from './ports.ts';
import { pcreCompiles } from '../security/common.ts';

type S = components['schemas'];

export const DEFAULT_GZIP_TYPES = ['text/html', 'text/css', 'text/plain', 'application/javascript', 'application/json'];
export const defaultCompress = (): CompressSetting => ({ gzip: true, gzipMinLength: 1024, gzipTypes: [...DEFAULT_GZIP_TYPES], webp: false });
export const MAX_CACHE_RULES = 5000;
export const MAX_RATES = 5000;
export const MAX_SITE_DNS = 5000;
/** Purges kept per site in the demo's log. */
export const PURGE_LOG_LIMIT = 50;
/** Characters of a regular expression; purge URLs are plain URLs. */
const REGEX_CHARS = /[*^$()[\]{}|\\]/;

/** The settings row of a site, made with the defaults on first use. */
export function settingsOf(store: Store, siteId: number): SiteSettingsRecord {
  const state = configOf(store);
  let row = state.settings.find((s) => s.siteId === siteId);
  if (!row) {
    row = { siteId, compress: defaultCompress(), cacheRuleSettings: { ignoreQueryString: false, ignoreOriginNoCache: false }, purges: [] };
    state.settings.push(row);
  }
  return row;
}

const sameCompress = (a: CompressSetting, b: CompressSetting) =>
  a.gzip === b.gzip && a.webp === b.webp && a.gzipMinLength === b.gzipMinLength && a.gzipTypes.join() === b.gzipTypes.join();

const rateView = (r: RateRecord): S['UserSiteRate'] => ({ id: r.id, urlRegex: r.urlRegex, limitRate: r.limitRate, limitAfter: r.limitAfter, enabled: r.enabled });

const ruleView = (r: CacheRuleRecord): S['UserCacheRule'] => {
  const base = { id: r.id, cacheTime: r.cacheTime, mode: r.mode, priority: r.priority };
  return r.type === 'fileType' ? { ...base, type: 'fileType', fileTypes: [...(r.fileTypes ?? [])] } : { ...base, type: 'url', url: r.url ?? '/' };
};

const pageView = (p: ErrorPageRecord): S['UserErrorPage'] => ({ id: p.id, code: p.code, type: p.type, content: p.content, updatedAt: p.updatedAt });

const rulesOf = (store: Store, siteId: number) => configOf(store).cacheRules.filter((r) => r.siteId === siteId);
const ratesOf = (store: Store, siteId: number) => configOf(store).rates.filter((r) => r.siteId === siteId);
const pagesOf = (store: Store, siteId: number) => configOf(store).errorPages.filter((p) => p.siteId === siteId);
const dnsOf = (store: Store, siteId: number) => configOf(store).dns.filter((r) => r.siteId === siteId);

/** A rule of the same target (path, or a file type already in another rule) is 101025. */
function checkRuleTarget(store: Store, siteId: number, rule: { type: string; url?: string; fileTypes?: string[] }, except: CacheRuleRecord | null): void {
  const others = rulesOf(store, siteId).filter((r) => r !== except && r.type === rule.type);
  if (rule.type === 'url') {
    if (others.some((r) => r.url === rule.url)) throw fail.duplicate(`a cache rule for ${rule.url} exists`);
    return;
  }
  const wanted = new Set((rule.fileTypes ?? []).map((t) => t.toLowerCase()));
  const clash = [...new Set(others.flatMap((r) => (r.fileTypes ?? []).map((t) => t.toLowerCase()).filter((t) => wanted.has(t))))];
  if (clash.length) throw fail.duplicate(`file types already in another cache rule: ${clash.join(', ')}`);
}

const lowerTypes = (types: readonly string[] | undefined) => [...new Set((types ?? []).map((t) => t.toLowerCase()))];

/** A speed-limit expression must compile. */
function checkRegex(field: string, source: string): void {
  if (!pcreCompiles(source)) throw fail.field(field, 'is not a valid regular expression');
}

/** Domains of the site whose origins resolve through a site DNS record (origin host = the record's name). */
function domainsUsing(store: Store, record: SiteDnsRecord) {
  return siteDomains(store, record.siteId).filter((d) => d.upstreams.some((u) => u.host.toLowerCase() === record.name));
}

function dnsView(store: Store, r: SiteDnsRecord): S['UserSiteDnsRecord'] {
  return { id: r.id, name: r.name, type: r.type, value: r.value, ttl: r.ttl, domainCount: domainsUsing(store, r).length, createdAt: r.createdAt, updatedAt: r.updatedAt };
}

/** The same name, type and value twice is 101025; a CNAME name holds no other record (101025). */
function checkDnsRecord(store: Store, siteId: number, input: { name: string; type: string; value: string }, except: SiteDnsRecord | null): void {
  const sameName = dnsOf(store, siteId).filter((r) => r !== except && r.name === input.name);
  if (sameName.some((r) => r.type === input.type && r.value.toLowerCase() === input.value.toLowerCase())) {
    throw fail.duplicate(`${input.name} ${input.type} ${input.value} exists`);
  }
  if (sameName.length && (input.type === 'CNAME' || sameName.some((r) => r.type === 'CNAME'))) {
    throw fail.duplicate(`${input.name} has a CNAME record, which cannot share its name with other records`);
  }
}

const DNS_SORTS = ['id', 'name', 'type', 'value', 'ttl', 'domainCount', 'createdAt', 'updatedAt'] as const;

export const settingHandlers = defineHandlers({
  'user-siteSetting-get-settings': {
    access: 'signedIn',
    handle({ params }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const row = settingsOf(store, params.siteId);
      return {
        data: {
          compress: { ...row.compress, gzipTypes: [...row.compress.gzipTypes] },
          cacheRuleSettings: { ...row.cacheRuleSettings },
          rates: ratesOf(store, params.siteId).map(rateView),
        },
      };
    },
  },

  'user-siteSetting-get-exists': {
    access: 'signedIn',
    handle({ params }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const state = configOf(store);
      const id = params.siteId;
      const row = state.settings.find((s) => s.siteId === id);
      const open = openPortsOfSite(store, id);
      const defaultOpen = open.length === DEFAULT_OPEN_PORTS.length && DEFAULT_OPEN_PORTS.every((d) => open.some((p) => p.port === d.port && p.portType === d.portType));
      return {
        data: {
          cacheRules: state.cacheRules.some((r) => r.siteId === id),
          compress: row !== undefined && !sameCompress(row.compress, defaultCompress()),
          rates: state.rates.some((r) => r.siteId === id),
          errorPages: state.errorPages.some((p) => p.siteId === id),
          siteDns: state.dns.some((r) => r.siteId === id),
          ports: state.ports.some((p) => p.siteId === id) || !defaultOpen,
        },
      };
    },
  },

  'user-siteSetting-get-dns': {
    access: 'signedIn',
    handle({ params }, { store, caller }) {
      const site = ownedSite(store, caller.account, params.siteId);
      const product = site.info && store.resources.sites !== undefined ? productById(store, site.info.productID) : undefined;
      const statuses = siteDomains(store, site.id).map((d) => d.cnameStatus);
      const dnsStatus: S['UserDomainDnsStatus'] = !statuses.length || statuses.includes('pending') ? 'pending' : statuses.every((s) => s === 'active') ? 'active' : 'inactive';
      return { data: { cname: site.info?.cname ?? `${site.name.replace(/\./g, '-')}.cdn.parapet.example`, cnameMode: product?.cnameMode ?? 'random', dnsStatus } };
    },
  },

  'user-siteSetting-set-gzip': {
    access: 'signedIn',
    handle({ params, body }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const row = settingsOf(store, params.siteId);
      row.compress = { gzip: body.gzip, gzipMinLength: body.gzipMinLength ?? 1024, gzipTypes: [...new Set(body.gzipTypes)], webp: body.webp };
      store.changed();
      return done();
    },
  },

  'user-siteSetting-create-rate': {
    access: 'signedIn',
    handle({ params, body }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      checkRegex('urlRegex', body.urlRegex);
      const rates = ratesOf(store, params.siteId);
      if (rates.some((r) => r.urlRegex === body.urlRegex)) throw fail.duplicate(`a speed limit for ${body.urlRegex} exists`);
      checkCount(rates.length + 1, MAX_RATES, 'speed limits a site');
      const state = configOf(store);
      const rate: RateRecord = { id: nextId(state, 'rate'), siteId: params.siteId, urlRegex: body.urlRegex, limitRate: body.limitRate, limitAfter: body.limitAfter ?? 0, enabled: body.enabled ?? true };
      state.rates.push(rate);
      store.changed();
      return { data: rateView(rate) };
    },
  },

  'user-siteSetting-update-rate': {
    access: 'signedIn',
    handle({ params, body }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const rates = ratesOf(store, params.siteId);
      const rate = pickOne(rates, body.id, 'speed limit');
      if (body.urlRegex !== undefined) {
        checkRegex('urlRegex', body.urlRegex);
        if (rates.some((r) => r !== rate && r.urlRegex === body.urlRegex)) throw fail.duplicate(`a speed limit for ${body.urlRegex} exists`);
        rate.urlRegex = body.urlRegex;
      }
      if (body.limitRate !== undefined) rate.limitRate = body.limitRate;
      if (body.limitAfter !== undefined) rate.limitAfter = body.limitAfter;
      if (body.enabled !== undefined) rate.enabled = body.enabled;
      store.changed();
      return done();
    },
  },

  'user-siteSetting-delete-rates': {
    access: 'signedIn',
    handle({ params, body }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const state = configOf(store);
      const doomed = new Set(pickAll(ratesOf(store, params.siteId), body.ids, 'speed limit'));
      state.rates = state.rates.filter((r) => !doomed.has(r));
      store.changed();
      return done();
    },
  },

  // ---- cache ----

  'user-cache-list-rules': {
    access: 'signedIn',
    handle({ params }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const rows = rulesOf(store, params.siteId).sort((a, b) => a.priority - b.priority || a.id - b.id);
      return { data: rows.map(ruleView), total: rows.length };
    },
  },

  'user-cache-create-rule': {
    access: 'signedIn',
    handle({ params, body }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const fileTypes = body.type === 'fileType' ? lowerTypes(body.fileTypes) : undefined;
      checkRuleTarget(store, params.siteId, { type: body.type, url: body.url, fileTypes }, null);
      const rules = rulesOf(store, params.siteId);
      checkCount(rules.length + 1, MAX_CACHE_RULES, 'cache rules a site');
      const state = configOf(store);
      const rule: CacheRuleRecord = {
        id: nextId(state, 'cacheRule'),
        siteId: params.siteId,
        type: body.type,
        ...(body.type === 'fileType' ? { fileTypes } : { url: body.url }),
        cacheTime: body.cacheTime,
        mode: body.mode,
        priority: body.priority ?? rules.reduce((max, r) => Math.max(max, r.priority), 0) + 1,
      };
      state.cacheRules.push(rule);
      store.changed();
      return { data: ruleView(rule) };
    },
  },

  'user-cache-update-rule': {
    access: 'signedIn',
    handle({ params, body }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const rule = pickOne(rulesOf(store, params.siteId), body.id, 'cache rule');
      const fileTypes = body.type === 'fileType' ? lowerTypes(body.fileTypes) : undefined;
      checkRuleTarget(store, params.siteId, { type: body.type, url: body.url, fileTypes }, rule);
      rule.type = body.type;
      if (body.type === 'fileType') {
        rule.fileTypes = fileTypes;
        delete rule.url;
      } else {
        rule.url = body.url;
        delete rule.fileTypes;
      }
      rule.cacheTime = body.cacheTime;
      rule.mode = body.mode;
      if (body.priority !== undefined) rule.priority = body.priority;
      store.changed();
      return done();
    },
  },

  'user-cache-delete-rule': {
    access: 'signedIn',
    handle({ params, body }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const state = configOf(store);
      const rule = pickOne(rulesOf(store, params.siteId), body.id, 'cache rule');
      state.cacheRules = state.cacheRules.filter((r) => r !== rule);
      store.changed();
      return done();
    },
  },

  'user-cache-delete-rules': {
    access: 'signedIn',
    handle({ params, body }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const state = configOf(store);
      const doomed = new Set(pickAll(rulesOf(store, params.siteId), body.ids, 'cache rule'));
      state.cacheRules = state.cacheRules.filter((r) => !doomed.has(r));
      store.changed();
      return done();
    },
  },

  'user-cache-set-rule-settings': {
    access: 'signedIn',
    handle({ params, body }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      settingsOf(store, params.siteId).cacheRuleSettings = { ignoreQueryString: body.ignoreQueryString, ignoreOriginNoCache: body.ignoreOriginNoCache };
      store.changed();
      return done();
    },
  },

  'user-cache-clear-cache': {
    access: 'signedIn',
    handle({ params }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const row = settingsOf(store, params.siteId);
      row.purges.push({ at: iso(now), type: 0, urls: [] });
      row.purges.splice(0, Math.max(0, row.purges.length - PURGE_LOG_LIMIT));
      store.changed();
      return done();
    },
  },

  'user-cache-purge-urls': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const names = siteDomains(store, params.siteId).map((d) => d.domainName);
      const violations: { in: 'body'; field: string; message: string }[] = [];
      body.urls.forEach((raw, index) => {
        const field = `urls.${index}`;
        if (REGEX_CHARS.test(raw)) return void violations.push({ in: 'body', field, message: 'must be a plain URL, not a regular expression' });
        let url: URL;
        try {
          url = new URL(raw);
        } catch {
          return void violations.push({ in: 'body', field, message: 'is not a full URL' });
        }
        if (!names.some((name) => covers(name, url.hostname))) violations.push({ in: 'body', field, message: `${url.hostname} is not a domain of this site` });
      });
      if (violations.length) throw fail.parameter('parameter error', violations);
      const row = settingsOf(store, params.siteId);
      row.purges.push({ at: iso(now), type: body.type, urls: [...body.urls] });
      row.purges.splice(0, Math.max(0, row.purges.length - PURGE_LOG_LIMIT));
      store.changed();
      return done();
    },
  },

  // ---- error pages ----

  'user-errorPage-list-pages': {
    access: 'signedIn',
    handle({ params }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const rows = pagesOf(store, params.siteId).sort((a, b) => a.code - b.code);
      return { data: rows.map(pageView), total: rows.length };
    },
  },

  'user-errorPage-get-page': {
    access: 'signedIn',
    handle({ params, query }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const page = pagesOf(store, params.siteId).find((p) => p.code === query.code);
      return { data: page ? pageView(page) : null };
    },
  },

  'user-errorPage-create-page': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      if (pagesOf(store, params.siteId).some((p) => p.code === body.code)) throw fail.duplicate(`the site has an error page for ${body.code}`);
      const state = configOf(store);
      const page: ErrorPageRecord = { id: nextId(state, 'errorPage'), siteId: params.siteId, code: body.code, type: body.type, content: body.content, updatedAt: iso(now) };
      state.errorPages.push(page);
      store.changed();
      return { data: pageView(page) };
    },
  },

  'user-errorPage-update-page': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const pages = pagesOf(store, params.siteId);
      const page = pickOne(pages, body.id, 'error page');
      if (pages.some((p) => p !== page && p.code === body.code)) throw fail.duplicate(`the site has an error page for ${body.code}`);
      Object.assign(page, { code: body.code, type: body.type, content: body.content, updatedAt: iso(now) });
      store.changed();
      return done();
    },
  },

  'user-errorPage-delete-pages': {
    access: 'signedIn',
    handle({ params, body }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const state = configOf(store);
      const doomed = new Set(pickAll(pagesOf(store, params.siteId), body.ids, 'error page'));
      state.errorPages = state.errorPages.filter((p) => !doomed.has(p));
      store.changed();
      return done();
    },
  },

  // ---- site DNS records ----

  'user-siteDns-list-records': {
    access: 'signedIn',
    handle({ params, query }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const { key, order } = parseSort(query.sort, DNS_SORTS, 'id');
      const rows = dnsOf(store, params.siteId).map((r) => dnsView(store, r));
      sortRows(rows, (r) => r[key], order);
      return paginate(rows, query);
    },
  },

  'user-siteDns-create-record': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const input = { name: body.name, type: body.type, value: body.type === 'CNAME' ? body.value.toLowerCase() : body.value };
      checkDnsRecord(store, params.siteId, input, null);
      checkCount(dnsOf(store, params.siteId).length + 1, MAX_SITE_DNS, 'DNS records a site');
      const state = configOf(store);
      const record: SiteDnsRecord = { id: nextId(state, 'dns'), siteId: params.siteId, ...input, ttl: body.ttl ?? 600, createdAt: iso(now), updatedAt: iso(now) };
      state.dns.push(record);
      store.changed();
      return { data: dnsView(store, record) };
    },
  },

  'user-siteDns-update-record': {
    access: 'signedIn',
    handle({ params, body }, { store, now, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const record = pickOne(dnsOf(store, params.siteId), body.id, 'DNS record');
      const input = { name: body.name, type: body.type, value: body.type === 'CNAME' ? body.value.toLowerCase() : body.value };
      checkDnsRecord(store, params.siteId, input, record);
      Object.assign(record, input, { ttl: body.ttl ?? record.ttl, updatedAt: iso(now) });
      store.changed();
      return done();
    },
  },

  'user-siteDns-delete-records': {
    access: 'signedIn',
    handle({ params, body }, { store, caller }) {
      ownedSite(store, caller.account, params.siteId);
      const state = configOf(store);
      const doomed = new Set(pickAll(dnsOf(store, params.siteId), body.ids, 'DNS record'));
      state.dns = state.dns.filter((r) => !doomed.has(r));
      store.changed();
      return done();
    },
  },

  'user-siteDns-list-domains': {
    access: 'signedIn',
    handle({ params }, { store, caller }) {
      const site = ownedSite(store, caller.account, params.siteId);
      const record = pickOne(dnsOf(store, params.siteId), params.dnsId, 'DNS record');
      const data = domainsUsing(store, record).map((d) => ({ id: d.id, domainName: d.domainName, siteID: d.siteId, siteName: site.name }));
      return { data, total: data.length };
    },
  },
});
