// Zones of the client console: the zone list, a reseller's zone assignments, the zone settings (firewall,
// ipset, HTTP/2 and HTTP/3, redirect code, limits, ports, preheat) and the zone's own Nginx settings.
import { fail, refusedRows } from '../errors.ts';
import type { AccountRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import { defineHandlers, type SignedInContext } from '../types.ts';
import { allRows, document, type DocumentPlace, edits, sent } from './crud.ts';
import { byField, given, pick, rowsNamed } from './crud-more.ts';
import { defineResource } from './define.ts';
import { contains, ipTexts, next, ofRoot, ofZone, refuseAny, requireRoom, sameName, sortAndPage, touched, usableZones, zoneFor } from './infra/access.ts';
import { defaultAnticc, defaultNginxHttp, defaultNginxStream, defaultNginxWorker, newZone, PREHEAT_MS } from './infra/defaults.ts';
import { groupsOf, iso, nodesOf, statusNow, ZONES_MODULE, zonesOf, type PortRecord, type ZoneRecord, type ZonesState } from './infra/model.ts';
import { productsByGroup, zoneSiteCounts } from './infra/products.ts';
import { seedZones } from './infra/seed.ts';
import { buildIndex, preheatView, zoneCounts, zoneView } from './infra/views.ts';
import { provideToSites } from './sites/state.ts';

provideToSites(ZONES_MODULE, { zoneName: (store, zoneId) => zoneById(store, zoneId)?.name });

/** A part of the Nginx settings of the zone a call names, as a document: replacing it notes the zone's update time. */
const zonePart =
  <K extends keyof ZoneRecord['nginx']>(part: K) =>
  (input: { params: Record<string, unknown> }, context: SignedInContext): DocumentPlace<ZoneRecord['nginx'][K]> => {
    const zone = ofZone(input, context);
    return {
      get: () => zone.nginx[part],
      set: (value) => {
        zone.nginx[part] = value;
        touched(zone, context);
      },
    };
  };

/** A sub-client of the caller (a reseller's client account), else 101018. */
function subClient(store: Store, root: AccountRecord, clientId: number) {
  const client = store.accounts.get(clientId);
  if (!client || client.auth !== 'client' || client.parentClientID !== root.id) throw fail.denied(`client ${clientId} is not your sub-client`);
  return client;
}

/** Zone names are unique among the owner's zones, without case (201002). */
function requireFreeZoneName(store: Store, ownerId: number, name: string, except?: number) {
  if (zonesOf(store).zones.some((z) => z.ownerId === ownerId && z.id !== except && sameName(z.name, name))) throw refusedRows(201002, 'zone name exists', 'name', ['is taken']);
}

/** Port numbers are unique per transport in a zone (http, https and tcp share TCP). */
const transportKey = (p: Pick<PortRecord, 'port' | 'protocol'>) => `${p.protocol === 'udp' ? 'udp' : 'tcp'}:${p.port}`;

/** Ports to open: each once per transport (101025); an L4 port needs an L4 node in the zone (101023 illegal port type). */
type PortInput = Pick<PortRecord, 'port' | 'portType' | 'protocol'>;
function requireOpenable(store: Store, zone: ZoneRecord, ports: readonly PortInput[], field: (i: number, name: string) => string, except?: number) {
  const taken = new Set(zonesOf(store).ports.filter((p) => p.zoneId === zone.id && p.id !== except).map(transportKey));
  const violations = ports.flatMap((p, i) => {
    const clash = taken.has(transportKey(p));
    taken.add(transportKey(p));
    return clash ? [{ in: 'body' as const, field: field(i, 'port'), message: `port ${p.port} is already open` }] : [];
  });
  if (violations.length) throw fail.duplicate('duplicated data', violations);
  const l4 = ports.findIndex((p) => p.portType === 'L4');
  if (l4 >= 0 && !nodesOf(store).nodes.some((n) => n.zoneId === zone.id && n.portType === 'L4')) {
    throw refusedRows(101023, 'illegal port type: the zone has no L4 node', field(l4, 'portType'), ['an L4 port needs an L4 node in the zone']);
  }
}

/** Nginx tests the directives before reloading: unbalanced braces or quotes fail the test. */
function checkDirectives(field: string, text: string) {
  // Quoted text is left out; an open quote or a brace closed too early fails.
  const bare = text.replace(/"[^"]*"|'[^']*'/g, '');
  let depth = /["']/.test(bare) ? -1 : 0;
  for (const ch of bare) if (depth >= 0) depth += ch === '{' ? 1 : ch === '}' ? -1 : 0;
  if (depth !== 0) throw fail.field(field, 'nginx -t failed: unbalanced braces or quotes');
}

const zonesModule = defineResource<ZonesState>({
  name: ZONES_MODULE,
  seed: ({ now }) => seedZones(now),
  handlers: defineHandlers({
    ...given(ofRoot, {
      'client-zone-list-zones': (root, { query }, { store, now }) => {
        const index = buildIndex(store, now);
        const counts = zoneCounts(store, index);
        const rows = usableZones(store, root)
          .filter((z) => contains(z.name, query.name))
          .map((z) => zoneView(z, counts));
        return sortAndPage(rows, query, byField<(typeof rows)[number]>('id', 'name', 'memo', 'nodeCount', 'groupCount', 'siteCount', 'createdAt', 'updatedAt'));
      },

      'client-zone-list-meta-zones': (root, _input, { store }) => ({ data: usableZones(store, root).map((z) => pick(z, ['id', 'name'])) }),

      'client-zone-create-zone': (root, { body }, { store, now }) => {
        const state = zonesOf(store);
        requireFreeZoneName(store, root.id, body.name);
        requireRoom(store, root.id, 'zone', 201003, state.zones.filter((z) => z.ownerId === root.id).length + 1);
        const zone = newZone(next(state.seq, 'zone'), root.id, body.name, body.memo ?? '', iso(now), iso(now));
        state.zones.push(zone);
        for (const [port, protocol] of [[80, 'http'], [443, 'https']] as const) {
          state.ports.push({ id: next(state.seq, 'port'), zoneId: zone.id, port, portType: 'L7', protocol, memo: '' });
        }
        store.changed();
        return { data: zoneView(zone, zoneCounts(store, buildIndex(store, now))) };
      },

      'client-zone-list-client-zones': (root, { params }, { store }) => {
        const client = subClient(store, root, params.clientId);
        const ids = new Set(zonesOf(store).assignments.find((a) => a.clientId === client.id)?.zoneIDs);
        return allRows(zonesOf(store).zones.filter((z) => ids.has(z.id)).map((z) => pick(z, ['id', 'name'])));
      },
    }),

    ...edits((input, context) => ({ root: ofRoot(input, context), params: input.params }), {
      'client-zone-delete-zones': ({ root }, body, { store }) => {
        const zones = body.ids.map((id) => zoneFor(store, root, id));
        const ids = new Set(body.ids);
        const holding = zones.filter((z) => nodesOf(store).nodes.some((n) => n.zoneId === z.id));
        if (holding.length) throw refusedRows(201001, 'remove the nodes of the zone first', 'ids', holding.map((z) => `zone ${z.name} still holds nodes`));
        const byGroup = productsByGroup(store);
        const used = groupsOf(store).groups.filter((g) => ids.has(g.zoneId) && (byGroup.get(g.id)?.length ?? 0) > 0);
        if (used.length) throw refusedRows(203002, 'a group of the zone is used by products', 'ids', used.map((g) => `group ${g.name} is used by products ${byGroup.get(g.id)?.join(', ')}`));
        const state = zonesOf(store);
        state.zones = state.zones.filter((z) => !ids.has(z.id));
        state.ports = state.ports.filter((p) => !ids.has(p.zoneId));
        state.preheats = state.preheats.filter((p) => !ids.has(p.zoneId));
        for (const assignment of state.assignments) assignment.zoneIDs = assignment.zoneIDs.filter((id) => !ids.has(id));
        state.assignments = state.assignments.filter((a) => a.zoneIDs.length > 0);
        const groups = groupsOf(store);
        groups.groups = groups.groups.filter((g) => !ids.has(g.zoneId));
        groups.virtualNodes = groups.virtualNodes.filter((v) => !ids.has(v.zoneId));
      },

      'client-zone-assign-client-zones': ({ root, params }, body, { store }) => {
        const client = subClient(store, root, params.clientId as number);
        const zones = rowsNamed(zonesOf(store).zones, body.zoneIDs, (id) => fail.denied(`zone ${id} is not yours`), (zone) => zone.ownerId === root.id);
        const state = zonesOf(store);
        state.assignments = state.assignments.filter((a) => a.clientId !== client.id);
        if (zones.length) state.assignments.push({ clientId: client.id, zoneIDs: zones.map((z) => z.id) });
      },
    }),

    ...given(ofZone, {
      'client-zoneSetting-get-firewall': (zone) => ({ data: structuredClone(pick(zone, ['anticc', 'ipset'])) }),

      'client-zoneSetting-list-ports': (zone, { query }, { store }) => {
        const rows = zonesOf(store)
          .ports.filter((p) => p.zoneId === zone.id && (query.portType === undefined || p.portType === query.portType))
          .sort((a, b) => a.port - b.port || a.id - b.id)
          .map((p) => pick(p, ['id', 'port', 'portType', 'protocol', 'memo']));
        return sortAndPage(rows, query, {});
      },

      'client-zoneSetting-list-preheat-caches': (zone, { query }, { store, now }) => {
        const rows = zonesOf(store)
          .preheats.filter((t) => t.zoneId === zone.id)
          .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
          .map((t) => preheatView(t, now))
          .filter((t) => query.status === undefined || t.status === query.status);
        return sortAndPage(rows, query, {});
      },

      'client-zoneSetting-get-resource': (zone, _input, { store, now }) => {
        const nodes = nodesOf(store).nodes.filter((n) => n.zoneId === zone.id);
        const groups = groupsOf(store).groups.filter((g) => g.zoneId === zone.id);
        const byGroup = productsByGroup(store);
        const products = new Set(groups.flatMap((g) => byGroup.get(g.id) ?? []));
        const { sites, domains } = zoneSiteCounts(store, zone.id, products);
        return {
          data: {
            nodeCount: nodes.length,
            onlineNodeCount: nodes.filter((n) => statusNow(n, now) === 'normal').length,
            groupCount: groups.length,
            virtualNodeCount: groupsOf(store).virtualNodes.filter((v) => v.zoneId === zone.id).length,
            siteCount: sites,
            domainCount: domains,
            portCount: zonesOf(store).ports.filter((p) => p.zoneId === zone.id).length,
            bandwidth: nodes.reduce((sum, n) => sum + n.bandwidth, 0),
          },
        };
      },

      'client-zoneNginx-get-nginx': (zone) => ({ data: structuredClone(zone.nginx) }),
    }),

    ...edits(
      ofZone,
      {
        'client-zone-update-zone': (zone, body, { store }) => {
          if (body.name !== undefined) requireFreeZoneName(store, zone.ownerId, body.name, zone.id);
          Object.assign(zone, sent({ name: body.name, memo: body.memo }));
        },
        'client-zoneSetting-update-ipset': (zone, body, { now }) => {
          const ips = ipTexts(body.ips);
          const keys = ips.map((ip) => ip.toLowerCase());
          const duplicates = ips.filter((_ip, i) => keys.indexOf(keys[i]) < i);
          if (duplicates.length) throw fail.duplicate('duplicateIP', [{ in: 'body', field: 'ips', message: `listed twice: ${duplicates.join(', ')}` }]);
          zone.ipset.ips = ips;
          zone.ipset.updatedAt = iso(now);
        },
        'client-zoneSetting-delete-ipset-entries': (zone, body, { now }) => {
          const ips = ipTexts(body.ips);
          const present = new Set(zone.ipset.ips.map((ip) => ip.toLowerCase()));
          refuseAny(ips, (ip) => !present.has(ip.toLowerCase()), 'ips', "not in the zone's ipset");
          const doomed = new Set(ips.map((ip) => ip.toLowerCase()));
          zone.ipset.ips = zone.ipset.ips.filter((ip) => !doomed.has(ip.toLowerCase()));
          zone.ipset.updatedAt = iso(now);
        },
        'client-zoneSetting-flush-ipset': (zone, _body, { now }) => (zone.ipset = { ips: [], autoBlockedCount: 0, updatedAt: iso(now) }),
        'client-zoneSetting-update-http2': (zone, body) => (zone.settings.http2 = { enable: body.enable }),
        'client-zoneSetting-update-http3': (zone, body) => (zone.settings.http3 = { enable: body.enable }),
        'client-zoneSetting-update-force-ssl-redirect-code': (zone, body) => (zone.settings.forceSSLRedirectCode = body.forceSSLRedirectCode),
        'client-zoneSetting-update-anticc': (zone, body) => (zone.anticc = pick(body, ['enable', 'seconds', 'times', 'blockSeconds'])),
        'client-zoneSetting-reset-anticc': (zone) => (zone.anticc = defaultAnticc()),
        'client-zoneSetting-update-invalid-domain-limit-count': (zone, body) => (zone.settings.invalidDomainLimitCount = body.invalidDomainLimitCount),
        'client-zoneSetting-update-tls-limit-count': (zone, body) => (zone.settings.tlsLimitCount = body.tlsLimitCount),
        'client-zoneSetting-create-ports': (zone, body, { store }) => {
          const state = zonesOf(store);
          requireOpenable(store, zone, body.ports, (i, name) => `ports.${i}.${name}`);
          const ownerZones = new Set(state.zones.filter((z) => z.ownerId === zone.ownerId).map((z) => z.id));
          const used = state.ports.filter((p) => ownerZones.has(p.zoneId)).length;
          requireRoom(store, zone.ownerId, 'port', 401007, used + body.ports.length);
          for (const p of body.ports) state.ports.push({ id: next(state.seq, 'port'), zoneId: zone.id, memo: '', ...p });
        },
        'client-zoneSetting-delete-ports': (zone, body, { store }) => {
          const state = zonesOf(store);
          const mine = new Set(state.ports.filter((p) => p.zoneId === zone.id).map((p) => p.id));
          refuseAny(body.ids, (id) => !mine.has(id), 'ids', 'not ports of the zone');
          state.ports = state.ports.filter((p) => !body.ids.includes(p.id));
        },
        'client-zoneSetting-update-port': (zone, body, { store }) => {
          const state = zonesOf(store);
          const port = state.ports.find((p) => p.id === body.id && p.zoneId === zone.id);
          if (!port) throw fail.field('id', 'not a port of the zone');
          requireOpenable(store, zone, [body], (_i, name) => name, port.id);
          Object.assign(port, body);
        },
        'client-zoneSetting-create-preheat-caches': (zone, body, { store, now }) => {
          const online = nodesOf(store).nodes.some((n) => n.zoneId === zone.id && statusNow(n, now) === 'normal');
          const state = zonesOf(store);
          const [doneAt, outcome, message] = online ? [now + PREHEAT_MS, 'completed' as const, null] : [now + 1_000, 'failed' as const, 'no node of the zone is online'];
          for (const url of body.urls) {
            state.preheats.push({ id: next(state.seq, 'preheat'), zoneId: zone.id, url, createdAt: now, doneAt, outcome, message });
          }
        },

        'client-zoneNginx-update-enable': (zone, body) => void (zone.nginx.enable = body.enable),
      },
      touched,
    ),

    ...document({ get: 'client-zoneNginx-get-http', set: 'client-zoneNginx-update-http', reset: 'client-zoneNginx-reset-http' }, { at: zonePart('http'), defaults: defaultNginxHttp, setAnswers: 'done' }),
    ...document({ get: 'client-zoneNginx-get-stream', set: 'client-zoneNginx-update-stream', reset: 'client-zoneNginx-reset-stream' }, { at: zonePart('stream'), defaults: defaultNginxStream, setAnswers: 'done' }),
    ...document({ get: 'client-zoneNginx-get-worker', set: 'client-zoneNginx-update-worker', reset: 'client-zoneNginx-reset-worker' }, { at: zonePart('worker'), defaults: defaultNginxWorker, setAnswers: 'done' }),
    ...document(
      { get: 'client-zoneNginx-get-custom', set: 'client-zoneNginx-update-custom' },
      {
        at: zonePart('custom'),
        setAnswers: 'done',
        check: (body) => {
          checkDirectives('http', body.http);
          checkDirectives('server', body.server);
          checkDirectives('stream', body.stream);
        },
      },
    ),
  }),
});

export default zonesModule;

/** A zone by id (for other modules: the sites module's zone names, pickers). */
export const zoneById = (store: Store, zoneId: number) =>
  store.resources[ZONES_MODULE] === undefined ? undefined : zonesOf(store).zones.find((z) => z.id === zoneId);
