// Layer-4 port mappings of a site with their origins, and the listening (layer-7) ports open on a site.
import type { components } from '../../../../src/api/schema';
import { ApiFailure, fail } from '../../errors.ts';
import { paginate } from '../../domain/paging.ts';
import type { Store } from '../../state/store.ts';
import { defineHandlers, type SignedInContext } from '../../types.ts';
import { allRows, edits, sent } from '../crud.ts';
import { type AnyInput, given, pick } from '../crud-more.ts';
import { domainsOfSite } from '../sites.resource.ts';
import { allSites, checkCount, configOf, iso, nextId, type OwnedSite, ofOwnedSite, pickAll, pickOne, siteRow } from './common.ts';
import type { L4PortRecord, ListenPort, PortUpstreamRecord, SiteConfigState } from './model.ts';

type S = components['schemas'];
type UpstreamInput = S['UserPortUpstreamInput'];

/** Origins a layer-4 port may hold. */
const MAX_PORT_UPSTREAMS = 100;
/** Layer-4 ports a site may hold whatever its limitation says. */
const MAX_SITE_PORTS = 5000;

/** The listening ports every zone offers to its sites (until the zones' port settings are readable here). */
const ZONE_LISTEN_PORTS: readonly ListenPort[] = (
  [[80, 'http'], [443, 'https'], [8080, 'http'], [8443, 'https'], [8880, 'http'], [2053, 'https']] as const
).map(([port, portType]) => ({ port, portType }));

/** Listening ports a site has until it opens or closes any (the zone's 80 and 443). */
export const DEFAULT_OPEN_PORTS: readonly ListenPort[] = ZONE_LISTEN_PORTS.filter((p) => p.port === 80 || p.port === 443);

/** The listening ports open on a site (for domain schemes: a domain may listen only on these, 401003). */
export function openPortsOfSite(store: Store, siteId: number) {
  const row = configOf(store).openPorts.find((p) => p.siteId === siteId);
  return (row?.ports ?? DEFAULT_OPEN_PORTS).map(({ port, portType }) => ({ port, portType })).sort((a, b) => a.port - b.port);
}

/** The site's row of open ports, made from the defaults on its first change. */
const openPortsRow = (store: Store, siteId: number) =>
  siteRow(configOf(store).openPorts, siteId, () => ({ siteId, ports: DEFAULT_OPEN_PORTS.map((p) => ({ ...p })) }));

const l4PortsOfSite = (store: Store, siteId: number) => configOf(store).ports.filter((p) => p.siteId === siteId);

const upstreamView = (u: PortUpstreamRecord) => pick(u, ['id', 'host', 'port', 'weight', 'enabled']);

const portView = (p: L4PortRecord): S['UserL4Port'] =>
  ({ id: p.id, siteID: p.siteId, port: p.port, protocol: 'tcp', enabled: p.enabled, upstreams: p.upstreams.map(upstreamView), createdAt: p.createdAt, updatedAt: p.updatedAt });

function newUpstreams(state: SiteConfigState, inputs: readonly UpstreamInput[]) {
  return inputs.map((u) => ({ id: nextId(state, 'upstream'), host: String(u.host), port: u.port ?? 80, weight: u.weight ?? 1, enabled: u.enabled ?? true }));
}

/** A port's origins: no host:port twice (101025), at most 100, at least one enabled (401008). */
function checkUpstreams(list: readonly { host: unknown; port?: number; enabled?: boolean }[], where: string) {
  checkCount(list.length, MAX_PORT_UPSTREAMS, 'origins a port');
  const keys = list.map((u) => `${String(u.host).toLowerCase()}|${u.port ?? 80}`);
  const twice = list.find((_u, i) => keys.indexOf(keys[i]) !== i);
  if (twice) throw fail.duplicate(`origin ${String(twice.host)}:${twice.port ?? 80} is listed twice${where}`);
  if (!list.some((u) => u.enabled ?? true)) throw new ApiFailure(401008, `at least one origin must be enabled${where}`);
}

/**
 * New forwarding ports of a site (the schema already keeps them in 1000-65000 without the nodes' own ports):
 * not twice in the site (101025), not taken on the zone's nodes by another site or a listening port (202005,
 * the port in extra), within the site's port limit (401007).
 */
function checkNewPorts(store: Store, site: OwnedSite, ports: readonly number[], replacing: L4PortRecord | null) {
  const state = configOf(store);
  const own = state.ports.filter((p) => p.siteId === site.id && p !== replacing);
  const seen = new Set(own.map((p) => p.port));
  const port = ports.find((p, i) => seen.has(p) || ports.indexOf(p) !== i);
  if (port !== undefined) throw fail.duplicate(`port ${port} is already a layer-4 port of this site`, [{ in: 'body', field: 'ports', message: `port ${port} is already in use on this site` }]);
  const zoneId = site.info?.zoneID;
  const zoneSites = new Set(allSites(store).flatMap((s) => (s.id !== site.id && zoneId !== undefined && s.info?.zoneID === zoneId ? [s.id] : [])));
  const taken = new Set(ZONE_LISTEN_PORTS.map((p) => p.port));
  for (const p of state.ports) if (zoneSites.has(p.siteId)) taken.add(p.port);
  for (const s of [...zoneSites, site.id]) for (const p of openPortsOfSite(store, s)) taken.add(p.port);
  const clash = ports.find((port) => taken.has(port));
  if (clash !== undefined) throw new ApiFailure(202005, `port ${clash} is already in use on the nodes of the zone`, undefined, clash);
  const limit = site.info?.limitations.portLimit ?? 0;
  const total = own.length + ports.length;
  if (!replacing && limit > 0 && total > limit) throw new ApiFailure(401007, `the site may hold ${limit} layer-4 ports`, undefined, limit);
  checkCount(total, MAX_SITE_PORTS, 'layer-4 ports a site');
}

const portOfSite = (store: Store, siteId: number, portId: number) => pickOne(l4PortsOfSite(store, siteId), portId, 'layer-4 port');

/** The port a call's path names, of the caller's site. */
const ofPathPort = (input: AnyInput, context: SignedInContext) => portOfSite(context.store, ofOwnedSite(input, context).id, input.params.portId as number);

/**
 * Layer-4 ports of a layer-4 site (205005 on a site that serves domains), each with its origins: the same `shared`
 * ones, or its own (checked per port, named in the messages).
 */
function createPorts({ store, now }: SignedInContext, site: OwnedSite, items: readonly { port: number; upstreams: UpstreamInput[] }[], shared?: UpstreamInput[]) {
  if (site.info && site.info.portType !== 'l4') throw new ApiFailure(205005, `site ${site.name} serves domains (layer 7); layer-4 ports need a layer-4 site`);
  if (shared) checkUpstreams(shared, '');
  else items.forEach((item) => checkUpstreams(item.upstreams, ` (port ${item.port})`));
  checkNewPorts(store, site, items.map((i) => i.port), null);
  const state = configOf(store);
  const at = iso(now);
  const created = items.map((item) => ({ id: nextId(state, 'port'), siteId: site.id, port: item.port, enabled: true, upstreams: newUpstreams(state, item.upstreams), createdAt: at, updatedAt: at }));
  state.ports.push(...created);
  store.changed();
  return allRows(created.map(portView));
}

export const portHandlers = defineHandlers({
  ...edits(ofOwnedSite, {
    'user-port-update-port': (site, body, { store, now }) => {
      const record = portOfSite(store, site.id, body.id);
      if (body.port !== undefined && body.port !== record.port) checkNewPorts(store, site, [body.port], record);
      Object.assign(record, sent({ port: body.port, enabled: body.enabled }), { updatedAt: iso(now) });
    },

    'user-port-delete-ports': (site, body, { store }) => {
      const doomed = new Set(pickAll(l4PortsOfSite(store, site.id), body.ids, 'layer-4 port'));
      configOf(store).ports = configOf(store).ports.filter((p) => !doomed.has(p));
    },

    'user-port-close-ports': (site, body, { store }) => {
      const open = openPortsOfSite(store, site.id);
      const domains = domainsOfSite(store, site.id);
      for (const port of body.ports) {
        if (!open.some((p) => p.port === port)) throw new ApiFailure(401003, `site has no open port ${port}`, undefined, port);
        const users = domains.filter((d) => d.scheme.http.includes(port) || d.scheme.https.includes(port));
        if (users.length) throw fail.field('ports', `port ${port} is used by ${users.map((d) => d.domainName).join(', ')}`);
      }
      const closing = new Set(body.ports);
      const row = openPortsRow(store, site.id);
      row.ports = row.ports.filter((p) => !closing.has(p.port));
    },

    'user-port-open-ports': (site, body, { store }) => {
      if (site.info?.portType === 'l4') throw new ApiFailure(205004, `site ${site.name} serves layer-4 ports; listening ports are for layer-7 sites`);
      const open = openPortsOfSite(store, site.id);
      const adding: ListenPort[] = [];
      for (const wanted of body.ports) {
        const offered = ZONE_LISTEN_PORTS.find((z) => z.port === wanted.port);
        if (offered?.portType !== wanted.portType) throw new ApiFailure(401003, `the zone does not offer ${wanted.portType} port ${wanted.port}`, undefined, wanted.port);
        const existing = [...open, ...adding].find((p) => p.port === wanted.port);
        if (existing && existing.portType !== wanted.portType) throw fail.duplicate(`port ${wanted.port} is already open as ${existing.portType}`);
        if (!existing) adding.push({ port: wanted.port, portType: wanted.portType });
      }
      if (adding.length) openPortsRow(store, site.id).ports.push(...adding);
    },
  }),

  ...given(ofOwnedSite, {
    'user-port-list-ports': (site, { query }, { store }) => paginate(l4PortsOfSite(store, site.id).sort((a, b) => a.port - b.port), query, portView),

    'user-port-list-zone-ports': () => allRows(ZONE_LISTEN_PORTS.map((p) => ({ ...p }))),

    'user-port-create-ports': (site, { body }, context) =>
      createPorts(context, site, body.ports.map((port) => ({ port, upstreams: body.upstreams })), body.upstreams),

    'user-port-batch-create-ports': (site, { body }, context) => createPorts(context, site, body.items),

    'user-siteSetting-list-ports': (site, _input, { store }) => {
      const domains = domainsOfSite(store, site.id);
      return allRows(
        openPortsOfSite(store, site.id).map((p) => ({ ...p, domainCount: domains.filter((d) => d.scheme[p.portType].includes(p.port)).length })),
      );
    },
  }),

  ...given(ofPathPort, {
    'user-port-list-upstreams': (record) => allRows(record.upstreams.map(upstreamView)),

    'user-port-create-upstreams': (record, { body }, { store, now }) => {
      checkUpstreams([...record.upstreams, ...body.upstreams], '');
      const created = newUpstreams(configOf(store), body.upstreams);
      record.upstreams.push(...created);
      record.updatedAt = iso(now);
      store.changed();
      return allRows(created.map(upstreamView));
    },
  }),

  ...edits(
    ofPathPort,
    {
      'user-port-update-upstreams': (record, body) => {
        const targets = pickAll(record.upstreams, body.upstreams.map((u) => u.id), 'origin');
        if (targets.length !== body.upstreams.length) throw fail.field('upstreams', 'an origin is listed twice');
        const changes = new Map(body.upstreams.map((u) => [u.id, u]));
        const after = record.upstreams.map((u) => {
          const change = changes.get(u.id);
          return change ? { ...u, ...sent(change), host: String(change.host) } : u;
        });
        checkUpstreams(after, '');
        record.upstreams = after;
      },
      'user-port-delete-upstreams': (record, body) => {
        const doomed = new Set(pickAll(record.upstreams, body.ids, 'origin'));
        const after = record.upstreams.filter((u) => !doomed.has(u));
        if (!after.some((u) => u.enabled)) throw new ApiFailure(401008, 'a port keeps at least one enabled origin');
        record.upstreams = after;
      },
    },
    (record, { store, now }) => {
      record.updatedAt = iso(now);
      store.changed();
    },
  ),
});
