// User console: the domains of a site, their origins, settings, Referer and header rules, module bindings.
import { ApiFailure, fail } from '../../errors.ts';
import { done } from '../../handlers/common.ts';
import type { Store } from '../../state/store.ts';
import { type Caller, defineHandlers, type SignedInContext, TextAnswer } from '../../types.ts';
import { allRows, collection, edits, ownedRows, sent } from '../crud.ts';
import { type AnyInput, byField, given, rowsNamed, sameWhenSet } from '../crud-more.ts';
import { domainsOf, ofUserRoot, userSite } from './access.ts';
import { copyDomain, licenceOf, newDomainRecord, refuseEach, requireDomainRoom, requireNewNames, requireNotEnabledElsewhere, requireOpenPorts, requireUnlockedDomains, requireWorkingSite } from './domain-ops.ts';
import type { DomainInfo, ModuleKind, SiteInfo, SitesState } from './model.ts';
import { cnameVerdict, isIpName, namesOf, newUpstreams, type UpstreamInput, requireEnabledOrigin, requireValidUpstreams, schemeOf } from './rules.ts';
import { anyOf, domainsOnSite, iso, matchingDomains, nextId, productOf, searchDomains, sitesLookup, sitesOwnedBy, sitesState, sortedPage, touchEach } from './state.ts';
import { domainView, metaView, settingsView, simpleView, upstreamView } from './views.ts';

const SORTS = byField<DomainInfo>('id', 'domainName', 'status', 'dnsStatus', 'cnameStatus', 'certStatus', 'createdAt', 'updatedAt');

const within = (value: string, start?: string, end?: string) =>
  (!start || Date.parse(value) >= Date.parse(start)) && (!end || Date.parse(value) <= Date.parse(end));

function touch(store: Store, domains: readonly DomainInfo[], now: number) {
  touchEach(domains, now);
  store.changed();
}

/** The site and the given domains of it (a read's query `ids`; none unless given), for the site-scoped calls. */
function siteDomains(store: Store, caller: Caller, siteId: number, ids: readonly number[] = []) {
  const site = userSite(store, caller, siteId);
  const state = sitesState(store);
  return { site, state, domains: domainsOf(state, site, ids) };
}

/** The site and the domains a write's body names (`ids`, `domainIDs`, or the one `id`). */
const bodyDomains = ({ params, body }: AnyInput, { store, caller }: SignedInContext) => {
  const { ids, domainIDs, id } = body as { ids?: number[]; domainIDs?: number[]; id?: number };
  return siteDomains(store, caller, params.siteId as number, ids ?? domainIDs ?? [id as number]);
};

/** The site and the domain the path names. */
const ofPathDomain = ({ params }: AnyInput, { store, caller }: SignedInContext) => {
  const { site, state, domains } = siteDomains(store, caller, params.siteId as number, [params.domainId as number]);
  return { site, state, domain: domains[0] as DomainInfo };
};

const notOrigin = (domain: DomainInfo) => (id: number) => fail.denied(`origin ${id} is not an origin of ${domain.domainName}`);

/** Enabled domains cannot be removed: disable them first (101003). */
function removeDomains(store: Store, state: SitesState, site: SiteInfo, doomed: readonly DomainInfo[], now: number) {
  requireUnlockedDomains(state, site);
  const enabled = doomed.filter((d) => d.status === 1);
  refuseEach(enabled, (names) => `disable the domains before removing them: ${names}`, 'ids', (d) => d.domainName, (name) => `${name} is enabled`);
  const gone = new Set(doomed);
  state.domains = state.domains.filter((d) => !gone.has(d));
  site.updatedAt = iso(now);
  store.changed();
}

/**
 * The checks before names are added to a site: a working site whose product lets its domains change, names new
 * to the site, room for them, and (for names added enabled) not enabled elsewhere.
 */
function requireNewDomains(store: Store, state: SitesState, site: SiteInfo, names: readonly string[], now: number, enabled: boolean) {
  requireWorkingSite(site, now);
  requireUnlockedDomains(state, site);
  requireNewNames(state, site, names);
  requireDomainRoom(store, state, site, names.length);
  if (enabled) requireNotEnabledElsewhere(state, names);
}

function addDomains(store: Store, state: SitesState, site: SiteInfo, created: DomainInfo[], now: number) {
  state.domains.push(...created);
  site.updatedAt = iso(now);
  store.changed();
  return allRows(created.map((d) => metaView(d, site.siteName)));
}

/**
 * Adds domains, enabled, on the body's scheme, each name with its origins: the names, the ports and every origin
 * are checked before anything is added.
 */
function createDomains(store: Store, site: SiteInfo, body: { scheme?: unknown; portMap?: boolean }, items: { name: string; upstreams: UpstreamInput[]; field: string; label: string }[], tags: string[], now: number) {
  const state = sitesState(store);
  const portMap = body.portMap ?? false;
  const scheme = body.scheme ? schemeOf(body.scheme) : { http: [80], https: [] };
  requireNewDomains(store, state, site, items.map((item) => item.name), now, true);
  requireOpenPorts(store, site, scheme);
  const drafts = items.map((item) => {
    const upstreams = newUpstreams(item.upstreams, portMap, item.field);
    requireEnabledOrigin(upstreams, item.label);
    return { name: item.name, upstreams };
  });
  const created = drafts.map(({ name, upstreams }) =>
    newDomainRecord(state, site, { name, scheme, portMap, tags, status: 1, upstreams: upstreams.map((u) => ({ ...u, id: nextId(state, 'upstream') })) }, now),
  );
  return addDomains(store, state, site, created, now);
}

/** Binds the chosen domains to a module of the site (null: none); the module must be one of the site's of that kind. */
function bindModule<B>(kind: ModuleKind, moduleOf: (body: B) => number | null = (body) => (body as { moduleID: number | null }).moduleID) {
  return ({ site, domains }: ReturnType<typeof siteDomains>, body: B, { store }: SignedInContext) => {
    const moduleId = moduleOf(body);
    const siteModule = sitesLookup('siteModule');
    if (moduleId !== null && siteModule && !siteModule(store, kind, site.id, moduleId)) {
      throw fail.denied(`module ${moduleId} is not a ${kind} module of site ${site.id}`);
    }
    for (const d of domains) d.modules[kind] = moduleId;
  };
}

/** What the collections of a domain's Referer and header rules share: the rules of the domain the path names, its update time. */
function domainRules<K extends 'antiReferers' | 'antiHeaders'>(key: K, sequence: 'antiReferer' | 'antiHeader') {
  return {
    noun: 'rule',
    at: (input: AnyInput, context: SignedInContext) => {
      const { state, domain } = ofPathDomain(input, context);
      return { domain, ...ownedRows(domain as Pick<DomainInfo, K>, key, () => true, () => nextId(state, sequence)) };
    },
    created: true,
    missing: (id: number, { domain }: { domain: DomainInfo }) => fail.denied(`rule ${id} is not a rule of ${domain.domainName}`),
    written: ({ domain }: { domain: DomainInfo }, { store, now }: SignedInContext) => touch(store, [domain], now),
    patch: (rule: object, { id: _id, ...changes }: { id: number }) => void Object.assign(rule, sent(changes)),
  };
}

const exportLine = (d: DomainInfo) => {
  const origins = d.upstreams
    .map((u) => `${u.protocol}://${u.host.includes(':') ? `[${u.host}]` : u.host}:${u.port} (${u.weight})${u.enabled ? '' : ' off'}`)
    .join(', ');
  return [d.domainName, d.status === 1 ? 'enabled' : 'disabled', d.cnameStatus, origins].join('\t');
};

/** The caller's sites a call names, else every site of the user root, by id. */
const namedSites = (store: Store, caller: Caller, root: { id: number }, ids: number[] | undefined) =>
  new Map((ids?.length ? ids.map((id) => userSite(store, caller, id)) : sitesOwnedBy(store, root.id)).map((s) => [s.id, s]));

export const userDomainHandlers = defineHandlers({
  ...given(({ params, query }, { store, caller }) => siteDomains(store, caller, params.siteId as number, query.ids as number[] | undefined), {
    'user-siteDomain-list-domains': ({ site, state }, { query }) => {
      const keywords = query.keywords?.map((k) => k.toLowerCase());
      const [tags, cname] = [anyOf(query.tags), anyOf(query.cnameStatuses)];
      const rows = domainsOnSite(state, site.id).filter(
        (d) =>
          (!keywords?.length || keywords.some((k) => d.domainName.includes(k))) &&
          tags(d.tags) &&
          cname([d.cnameStatus]) &&
          sameWhenSet(query, d, ['forceSSL', 'certStatus']) &&
          within(d.createdAt, query.createdAtStart, query.createdAtEnd) &&
          within(d.updatedAt, query.updatedAtStart, query.updatedAtEnd),
      );
      return sortedPage(rows, SORTS, query, domainView);
    },

    'user-siteDomain-list-simple-domains': ({ site, state }) => allRows(domainsOnSite(state, site.id).map(simpleView)),

    'user-siteDomain-list-meta-domains': ({ site, state }) => allRows(domainsOnSite(state, site.id).map((d) => metaView(d, site.siteName))),

    'user-siteDomain-list-domains-by-names': ({ site, state }, { query }) => {
      const names = new Set(namesOf(query.names));
      return allRows(domainsOnSite(state, site.id).filter((d) => names.has(d.domainName)).map(domainView));
    },

    'user-siteDomain-list-domains-upstreams': ({ domains }) =>
      allRows(domains.map((d) => ({ domainID: d.id, domainName: d.domainName, upstreams: d.upstreams.map(upstreamView) }))),

    'user-siteDomain-list-settings': ({ domains }) => allRows(domains.map(settingsView)),

    'user-siteDomain-create-domains': ({ site }, { body }, { store, now }) => {
      const names = namesOf(body.domains);
      return createDomains(store, site, body, names.map((name) => ({ name, upstreams: body.upstreams, field: 'upstreams', label: names.join(', ') })), body.tags ?? [], now);
    },

    'user-siteDomain-batch-create-domains': ({ site }, { body }, { store, now }) => {
      const items = body.items.map((item, i) => ({ name: String(item.domainName), upstreams: item.upstreams, field: `items.${i}.upstreams`, label: String(item.domainName) }));
      return createDomains(store, site, body, items, [], now);
    },

    'user-siteDomain-create-domains-from': ({ site, state }, { body }, { store, now }) => {
      const [source] = domainsOf(state, site, [body.sourceDomainID]);
      const names = namesOf(body.domains);
      requireNewDomains(store, state, site, names, now, true);
      return addDomains(store, state, site, names.map((name) => copyDomain(state, source as DomainInfo, site, name, 1, now)), now);
    },

    'user-siteDomain-delete-domains-by-names': ({ site, state }, { body }, { store, now }) => {
      const byName = new Map(domainsOnSite(state, site.id).map((d) => [d.domainName, d]));
      const wanted = namesOf(body.names);
      const missing = wanted.filter((n) => !byName.has(n));
      refuseEach(missing, (names) => `not domains of the site: ${names}`, 'names', String, (name) => `${name} is not a domain of the site`);
      removeDomains(store, state, site, wanted.flatMap((n) => byName.get(n) ?? []), now);
      return done();
    },
  }),

  ...given(bodyDomains, {
    'user-siteDomain-check-cnames': ({ domains }, _input, { store, now }) => {
      // The simulated CNAME look-up's answer, stored on each domain.
      touchEach(domains, now, (d) => {
        d.cnameStatus = cnameVerdict(d.domainName);
        d.dnsStatus = d.cnameStatus;
      });
      store.changed();
      return allRows(domains.map((d) => ({ id: d.id, domainName: d.domainName, cnameStatus: d.cnameStatus })));
    },

    'user-siteDomain-export-domains': ({ site, domains }, _input, { now }) => {
      const text = ['domainName\tstatus\tcnameStatus\tupstreams', ...domains.map(exportLine)].join('\n') + '\n';
      return new TextAnswer('text/plain', text, `${site.siteName}-domains-${iso(now).slice(0, 10).replace(/-/g, '')}.txt`);
    },

    'user-siteDomain-update-upstream-ips': ({ domains }, { body }, { store, now }) => {
      const oldIP = String(body.oldIP);
      const newIP = String(body.newIP);
      const hits = domains.flatMap((d) => d.upstreams.filter((u) => u.host === oldIP));
      if (!hits.length) throw fail.field('oldIP', `no origin of the given domains uses ${oldIP}`);
      for (const u of hits) u.host = newIP;
      touch(store, domains.filter((d) => d.upstreams.some((u) => u.host === newIP)), now);
      return done();
    },

    'user-siteDomain-copy-domains': ({ site, state, domains }, { body }, { store, now, caller }) => {
      const target = userSite(store, caller, body.targetSiteID);
      if (target.id === site.id) throw fail.field('targetSiteID', 'is the site the domains are on; use createFrom to add names');
      requireNewDomains(store, state, target, domains.map((d) => d.domainName), now, false);
      return addDomains(store, state, target, domains.map((d) => copyDomain(state, d, target, d.domainName, 0, now)), now);
    },
  }),

  ...given(ofPathDomain, {
    'user-siteDomain-list-upstreams': ({ domain }) => allRows(domain.upstreams.map(upstreamView)),

    'user-siteDomain-create-upstreams': ({ state, domain }, { body }, { store, now }) => {
      const added = newUpstreams(body.upstreams, domain.portMap, 'upstreams');
      if (domain.upstreams.length + added.length > 100) throw new ApiFailure(101029, 'a domain has at most 100 origins');
      requireEnabledOrigin([...domain.upstreams, ...added], domain.domainName);
      const created = added.map((u) => ({ ...u, id: nextId(state, 'upstream') }));
      domain.upstreams.push(...created);
      touch(store, [domain], now);
      return allRows(created.map(upstreamView));
    },

    'user-siteDomain-list-custom-headers': ({ site, domain }, _input, { store }) => {
      const moduleID = domain.modules.customHeader ?? null;
      const bound = moduleID === null ? undefined : sitesLookup('siteModule')?.(store, 'customHeader', site.id, moduleID);
      return allRows(bound && moduleID !== null ? (bound.headers ?? []).map((h) => ({ ...h, moduleID, moduleName: bound.name })) : []);
    },
  }),

  ...edits(
    ofPathDomain,
    {
      'user-siteDomain-update-upstreams': ({ domain }, body) => {
        const byId = new Map(rowsNamed(domain.upstreams, body.upstreams.map((u) => u.id), notOrigin(domain)).map((u) => [u.id, u]));
        requireValidUpstreams(body.upstreams.map((u) => ({ ...u, port: u.port ?? byId.get(u.id)?.port })), domain.portMap, 'upstreams');
        const next = domain.upstreams.map((u) => {
          const change = body.upstreams.find((c) => c.id === u.id);
          return change ? { ...u, ...sent(change), host: String(change.host) } : u;
        });
        requireEnabledOrigin(next, domain.domainName);
        domain.upstreams = next;
      },
      'user-siteDomain-delete-upstreams': ({ domain }, body) => {
        const gone = new Set(rowsNamed(domain.upstreams, body.ids, notOrigin(domain)));
        const next = domain.upstreams.filter((u) => !gone.has(u));
        if (!next.length) throw fail.parameter(`${domain.domainName} keeps at least one origin`, [{ in: 'body', field: 'ids', message: 'would remove every origin' }]);
        requireEnabledOrigin(next, domain.domainName);
        domain.upstreams = next;
      },
      'user-siteDomain-set-scheme': ({ site, domain }, body, { store }) => {
        if (!body.portMap && domain.upstreams.some((u) => u.protocol === 'follow')) {
          throw fail.parameter(`${domain.domainName}: port mapping cannot be turned off while an origin follows the visitor's protocol`, [
            { in: 'body', field: 'portMap', message: 'cannot be turned off while an origin follows the visitor\'s protocol' },
          ]);
        }
        const scheme = schemeOf(body.scheme);
        requireOpenPorts(store, site, scheme);
        domain.scheme = scheme;
        domain.portMap = body.portMap;
        if (!domain.scheme.https.length) domain.forceSSL = false;
      },
    },
    ({ domain }, { store, now }) => touch(store, [domain], now),
  ),

  ...collection(
    { list: 'user-siteDomain-list-anti-referers', create: 'user-siteDomain-create-anti-referer', update: 'user-siteDomain-update-anti-referer', delete: 'user-siteDomain-delete-anti-referers' },
    {
      ...domainRules('antiReferers', 'antiReferer'),
      make: (body, id) => ({ id, isBlack: body.isBlack, referers: [...body.referers], allowEmpty: body.allowEmpty ?? true, enabled: body.enabled ?? true }),
      view: (rule) => ({ ...rule, referers: [...rule.referers] }),
    },
  ),

  ...collection(
    { list: 'user-siteDomain-list-anti-headers', create: 'user-siteDomain-create-anti-header', update: 'user-siteDomain-update-anti-header', delete: 'user-siteDomain-delete-anti-headers' },
    {
      ...domainRules('antiHeaders', 'antiHeader'),
      make: (body, id) => ({ id, header: body.header, regex: body.regex, isBlack: body.isBlack, enabled: body.enabled ?? true }),
      view: (rule) => ({ ...rule }),
    },
  ),

  ...edits(
    bodyDomains,
    {
      'user-siteDomain-update-domain': ({ site, state, domains: [domain] }, body) => {
        const newName = body.domainName === undefined ? domain.domainName : String(body.domainName);
        if (newName !== domain.domainName) {
          requireUnlockedDomains(state, site);
          requireNewNames(state, site, [newName], domain.id);
          if (domain.status === 1) requireNotEnabledElsewhere(state, [newName], new Set([domain.id]));
          domain.domainName = newName;
          domain.cnameStatus = 'pending';
          domain.dnsStatus = 'pending';
          if (newName.startsWith('*.')) domain.autoSSL.verifyType = 'dns';
        }
        if (body.tags !== undefined) domain.tags = [...body.tags];
        if (body.hostRewrite !== undefined) domain.hostRewrite = body.hostRewrite;
      },
      // Removed domains are out of the state: touching them changes nothing.
      'user-siteDomain-delete-domains': ({ site, state, domains }, _body, { store, now }) => removeDomains(store, state, site, domains, now),
      'user-siteDomain-set-tags': ({ domains }, body) => {
        for (const d of domains) d.tags = [...body.tags];
      },
      'user-siteDomain-set-status': ({ site, state, domains }, body, { now }) => {
        if (body.status === 1) {
          requireWorkingSite(site, now);
          const turning = domains.filter((d) => d.status === 0);
          requireNotEnabledElsewhere(state, turning.map((d) => d.domainName), new Set(domains.map((d) => d.id)));
          for (const d of turning) requireEnabledOrigin(d.upstreams, d.domainName);
        }
        for (const d of domains) d.status = body.status;
      },
      'user-siteDomain-apply-auto-ssl': ({ site, state, domains }, body, { store }) => {
        if (body.enabled) {
          if (!productOf(state, site)?.autoSSL) throw fail.denied(`the product of site ${site.siteName} has no automatic certificates`);
          const verifyOf = (d: DomainInfo) => body.verifyType ?? (d.domainName.startsWith('*.') ? 'dns' : (d.autoSSL.verifyType ?? 'http'));
          const bad = domains.flatMap((d, i) => {
            if (isIpName(d.domainName)) return [{ in: 'body' as const, field: `ids.${i}`, message: `${d.domainName} is an IP address: no automatic certificate` }];
            if (d.domainName.startsWith('*.') && verifyOf(d) !== 'dns') return [{ in: 'body' as const, field: 'verifyType', message: `${d.domainName} is a wildcard: use dns verification` }];
            return [];
          });
          if (bad.length) throw new ApiFailure(101003, bad[0]?.message ?? 'parameter error', bad);
          const licence = licenceOf(store, state, site);
          const used = licence.domains.filter((d) => d.autoSSL.enabled).length;
          const adding = domains.filter((d) => !d.autoSSL.enabled).length;
          if (licence.quota.autoSSL > 0 && used + adding > licence.quota.autoSSL) throw new ApiFailure(401004, `the licence allows ${licence.quota.autoSSL} automatic certificates (${used} in use)`);
          for (const d of domains) {
            const ok = d.cnameStatus === 'active';
            d.autoSSL = { enabled: true, provider: body.provider ?? d.autoSSL.provider, verifyType: verifyOf(d), status: ok ? 'active' : 'applyFailed' };
            d.certStatus = ok ? 'success' : 'failed';
          }
        } else {
          for (const d of domains) d.autoSSL = { ...d.autoSSL, enabled: false };
        }
      },
      'user-siteDomain-set-balance': ({ domains }, { ids: _ids, ...changes }) => {
        for (const d of domains) Object.assign(d.balance, sent(changes));
      },
      'user-siteDomain-set-force-ssl': ({ domains }, body) => {
        if (body.forceSSL) {
          const plain = domains.filter((d) => !d.scheme.https.length);
          refuseEach(plain, (names) => `no HTTPS port on ${names}: open one before forcing HTTPS`, 'ids', (d) => d.domainName, (name) => `${name} does not listen on HTTPS`);
        }
        for (const d of domains) d.forceSSL = body.forceSSL;
      },
      'user-domainModule-assign-cors': bindModule('cors', (body) => body.corsID),
      'user-domainModule-assign-waf': bindModule('waf'),
      'user-domainModule-assign-token-auth': bindModule('tokenAuth'),
      'user-domainModule-assign-lua-acl': bindModule('luaAcl'),
      'user-domainModule-assign-url-redirect': bindModule('urlRedirect'),
      'user-domainModule-assign-proxy-rewrite': bindModule('proxyRewrite'),
      'user-domainModule-assign-custom-header': bindModule('customHeader'),
    },
    ({ domains }, { store, now }) => touch(store, domains, now),
  ),

  ...given(ofUserRoot, {
    'user-siteDomain-search-domains': (root, { body }, { store, caller }) => {
      const sites = namedSites(store, caller, root, body.siteIDs);
      return searchDomains(sites, sitesState(store).domains, body, (d, site) => metaView(d, site.siteName));
    },

    'user-siteDomain-list-domain-tags': (root, { body }, { store, caller }) => {
      const sites = namedSites(store, caller, root, body.siteIDs);
      return allRows([...new Set(sitesState(store).domains.filter((d) => sites.has(d.siteId)).flatMap((d) => d.tags))].sort());
    },

    'user-siteDomain-list-domain-ids': (root, { query }, { store, caller }) => {
      const sites = namedSites(store, caller, root, query.siteID === undefined ? undefined : [query.siteID]);
      return allRows(matchingDomains(sites, sitesState(store).domains, query).map((d) => d.id));
    },
  }),
});
