// Nodes of the client console: registered nodes waiting to be initialised, the nodes of the zones with their
// state, and the node actions (initialise, de-initialise, pause/resume, restart, reset, caches, health check,
// logs, Geneva, port type, move to another zone, upgrade). The simulated nodes answer with delays computed
// from the clock (see infra/model.ts).
import type { components } from '../../../src/api/schema';
import { fail, refusedRows } from '../errors.ts';
import type { Store } from '../state/store.ts';
import { defineHandlers, type SignedInContext, TextAnswer } from '../types.ts';
import { allRows, edits, sent } from './crud.ts';
import { byField, given, pick, sameWhenSet } from './crud-more.ts';
import { defineResource } from './define.ts';
import { clientRoot, contains, ipTexts, licenceLimit, managed, managedZones, manages, named, next, nodeFor, nodesFor, ofRoot } from './infra/access.ts';
import { refuseAny, registered, requireFreeNames as freeNames, requireRoom, sortAndPage, zoneFor } from './infra/access.ts';
import { compareVersions, defaultGeneva, defaultMonitor, INITIALISE_MS, LATEST_RELEASE, majorOf, REBOOT_MS, UPGRADE_MS } from './infra/defaults.ts';
import { groupsHolding, groupsOf, iso, lineNodeUID, NODES_MODULE, nodesOf, settle, statusNow, zonesOf } from './infra/model.ts';
import type { NodeRecord, NodesState, NodeStatus } from './infra/model.ts';
import { seedNodes } from './infra/seed.ts';
import { buildIndex, nodeView, subView } from './infra/views.ts';

type Node = components['schemas']['Node'];
type StateCounts = components['schemas']['NodeStateCounts'];

const NODE_SORT = {
  ...byField<Node>('id', 'name'),
  ip: (n: Node) => String(n.ip),
  ...byField<Node>('status', 'monitorStatus', 'upgradeStatus'),
  version: (n: Node) => n.version.split('.').map((p) => p.padStart(4, '0')).join('.'),
  ...byField<Node>('bandwidth', 'role', 'tier', 'kind', 'portType', 'zoneName', 'memo', 'createdAt', 'updatedAt'),
};

/** The console cannot reach an offline node (202001 node communication error). */
function requireReachable(nodes: readonly NodeRecord[], now: number) {
  const offline = nodes.filter((n) => statusNow(n, now) === 'offline');
  if (offline.length) throw refusedRows(202001, 'node communication error', 'ids', offline.map((n) => `${n.name} (${n.ip}) is offline`));
}

/** The nodes of the caller a call's `ids` name, which must be reachable now. */
function reachableNodes({ body }: { body: unknown }, { store, now, caller }: SignedInContext) {
  const nodes = nodesFor(store, clientRoot(store, caller), (body as { ids: number[] }).ids);
  settle(store, now);
  requireReachable(nodes, now);
  return nodes;
}

/** Changes each node and touches it (a change that answers false left the node as it was: it is not touched). */
const each =
  <B>(change: (node: NodeRecord, body: B, now: number) => false | void) =>
  (nodes: readonly NodeRecord[], body: B, { now }: SignedInContext) => {
    for (const node of nodes) if (change(node, body, now) !== false) node.updatedAt = iso(now);
  };

/** Node names are unique in the owner's tenant (101025). */
const requireFreeNames = (store: Store, ownerId: number, names: readonly { name: string; except?: number }[]) =>
  freeNames(nodesOf(store).nodes.filter((n) => n.ownerId === ownerId), names, (name) => `node name ${name} is taken`);

/** The zone keeps an L4 node while it has L4 ports (202005). */
function requireL4Kept(store: Store, leaving: readonly NodeRecord[]) {
  for (const zoneId of new Set(leaving.map((n) => n.zoneId))) {
    if (!zonesOf(store).ports.some((p) => p.zoneId === zoneId && p.portType === 'L4')) continue;
    if (nodesOf(store).nodes.some((n) => n.zoneId === zoneId && n.portType === 'L4' && !leaving.includes(n))) continue;
    const zone = zonesOf(store).zones.find((z) => z.id === zoneId);
    throw refusedRows(202005, 'layer-4 port type in use', 'ids', [`zone ${zone?.name ?? zoneId} has L4 ports and would be left without an L4 node`]);
  }
}

/** Node limit of the zone owner's licence (202002). */
const requireNodeRoom = (store: Store, ownerId: number, adding: number) =>
  requireRoom(store, ownerId, 'node', 202002, nodesOf(store).nodes.filter((n) => n.ownerId === ownerId).length + adding);

/** A node that is a record of a virtual node stays in its zone (202004). */
function requireNotVirtual(store: Store, nodes: readonly NodeRecord[], field: string) {
  const holding = (n: NodeRecord) => groupsOf(store).virtualNodes.filter((v) => v.records.some((r) => r.nodeId === n.id)).map((v) => v.name);
  const pinned = nodes.filter((n) => holding(n).length > 0);
  if (pinned.length) throw refusedRows(202004, 'node in a virtual node', field, pinned.map((n) => `${n.name} is a record of virtual node ${holding(n).join(', ')}`));
}

function counts(nodes: readonly NodeRecord[], now: number) {
  const c: StateCounts = { total: nodes.length, unknown: 0, normal: 0, error: 0, natsError: 0, paused: 0, offline: 0, reconnect: 0 };
  for (const n of nodes) c[statusNow(n, now)] += 1;
  return c;
}

/** Performance figures of a node: smooth functions of time, so polling shows them move. */
function systemText(node: NodeRecord, zoneName: string, now: number) {
  const t = now / 1000;
  const wave = (period: number, phase: number) => (Math.sin(t / period + node.id + phase) + 1) / 2;
  const status = statusNow(node, now);
  const serving = status === 'normal' ? 1 : 0.05;
  const cpu = (5 + 55 * wave(90, 0) * serving).toFixed(1);
  const load = (peak: number, period: number, phase: number) => ((node.cpuCores / 8) * (0.3 + peak * wave(period, phase) * serving)).toFixed(2);
  const [load1, load5, load15] = [load(2.5, 90, 0.3), load(2.2, 300, 0.6), load(2, 900, 0.9)];
  const memUsed = Math.round(node.memTotalKb * (0.25 + 0.35 * wave(600, 1.2)));
  const cacheFrom = node.cacheClearedAt === null ? now - 30 * 86_400_000 : Date.parse(node.cacheClearedAt);
  const cacheFill = Math.min(0.6, (now - cacheFrom) / (30 * 86_400_000)) + 0.05;
  const diskUsed = Math.round(node.diskTotalKb * cacheFill);
  const bps = Math.round(node.bandwidth * 1_000_000 * 0.4 * wave(120, 1.7) * serving);
  const fields: Record<string, string | number> = {
    hostname: node.hostname, name: node.name, zone: zoneName, ip: node.ip, subIPs: node.subNodes.map((s) => s.ip).join(','), status, os: node.os,
    kernel: node.os.startsWith('Ubuntu') ? '6.8.0-45-generic' : node.os.startsWith('Debian') ? '6.1.0-26-amd64' : '5.14.0-427.13.1.el9_4.x86_64',
    agentVersion: node.version, nginxVersion: 'openresty/1.25.3.2', uptime: Math.max(0, Math.floor((now - node.bootedAt) / 1000)),
    cpuCores: node.cpuCores, cpuUsage: cpu, load1, load5, load15, memTotal: node.memTotalKb, memUsed, diskTotal: node.diskTotalKb, diskUsed,
    rxBps: Math.round(bps * 0.35), txBps: bps, connections: Math.round((node.bandwidth / 10) * 48 * wave(120, 2.1) * serving), portType: node.portType,
    geneva: node.geneva.enable ? `${node.geneva.version}/window=${node.geneva.window}` : 'off', logRotateTime: node.logRotateTime,
    lastLogRotate: node.lastLogRotateAt ?? '', lastCacheClear: node.cacheClearedAt ?? '',
    lastPurge: node.lastPurge ? `${node.lastPurge.at} type=${node.lastPurge.type} urls=${node.lastPurge.count}` : '',
  };
  return Object.entries(fields).map(([k, v]) => `${k}=${v}`).join('\n') + '\n';
}

const nodesModule = defineResource<NodesState>({
  name: NODES_MODULE,
  after: ['infra'],
  seed: ({ now }) => seedNodes(now),
  handlers: defineHandlers({
    ...edits(ofRoot, {
      'client-node-initialize-nodes': (root, body, { store, now }) => {
        const zone = zoneFor(store, root, body.zoneID);
        const state = nodesOf(store);
        const pending = registered(store, root, state.pending, body.nodes.map((n) => n.id), 'node');
        requireFreeNames(store, zone.ownerId, body.nodes);
        requireNodeRoom(store, zone.ownerId, pending.length);
        body.nodes.forEach(({ name }, i) => {
          const p = pending[i];
          const reachable = p.status !== 'offline';
          const at = iso(now);
          state.nodes.push({
            ...p,
            ownerId: zone.ownerId, zoneId: zone.id, name, kind: 'normal', ...pick(body, ['tier', 'portType', 'role']), bandwidth: body.bandwidth ?? 1000,
            monitor: defaultMonitor(), monitorStatus: 'unknown', monitorCheckAt: reachable ? now + INITIALISE_MS + defaultMonitor().interval * 1000 : null,
            memo: '', subNodeType: null, subNodes: [], nextSubId: 1, interfaces: p.interfaces.map((i) => ({ ...i })), logRotateTime: 24,
            status: reachable ? 'normal' : 'offline', transient: reachable ? { status: 'unknown', until: now + INITIALISE_MS } : null, upgradeStatus: 'notUpdated', upgrade: null,
            geneva: defaultGeneva(), bootedAt: now - 3_600_000, lastLogRotateAt: null, cacheClearedAt: null, lastPurge: null, createdAt: at, updatedAt: at,
          });
        });
        state.pending = state.pending.filter((p) => !pending.includes(p));
      },

      'client-node-move-to-zone': (root, body, { store, now }) => {
        const zone = zoneFor(store, root, body.zoneID);
        const nodes = nodesFor(store, root, body.nodeIDs).filter((n) => n.zoneId !== zone.id);
        requireNotVirtual(store, nodes, 'nodeIDs');
        requireL4Kept(store, nodes);
        const arriving = nodes.filter((n) => n.ownerId !== zone.ownerId);
        if (arriving.length) {
          requireFreeNames(store, zone.ownerId, arriving);
          requireNodeRoom(store, zone.ownerId, arriving.length);
        }
        const moving = new Set(nodes.map((n) => lineNodeUID(n.id)));
        for (const group of groupsOf(store).groups) {
          const before = group.main.length + group.backup.length;
          group.main = group.main.filter((uid) => !moving.has(uid));
          group.backup = group.backup.filter((uid) => !moving.has(uid));
          if (group.main.length + group.backup.length !== before) group.updatedAt = iso(now);
        }
        for (const node of nodes) Object.assign(node, { zoneId: zone.id, ownerId: zone.ownerId, updatedAt: iso(now) });
      },
    }),

    ...given(ofRoot, {
      'client-node-get-node-nums': (root, { query }, { store, now }) => {
        settle(store, now);
        const zones = query.zoneID === undefined ? managedZones(store, root) : [zoneFor(store, root, query.zoneID)];
        const nodes = managed(store, root, nodesOf(store).nodes).filter((n) => zones.some((z) => z.id === n.zoneId));
        return {
          data: {
            all: counts(nodes, now),
            zones: zones.map((z) => ({ zoneID: z.id, zoneName: z.name, counts: counts(nodes.filter((n) => n.zoneId === z.id), now) })),
          },
        };
      },

      'client-node-list-uninitialized-nodes': (root, { query }, { store }) => {
        const fields = ['id', 'ip', 'hostname', 'os', 'version', 'status', 'registeredAt'] as const;
        const rows = nodesOf(store)
          .pending.filter((p) => manages(store, root, p.ownerId) && contains(p.ip, query.ip))
          .map((p) => pick(p, fields));
        return sortAndPage(rows, query, byField<(typeof rows)[number]>(...fields));
      },

      'client-node-list-initialized-nodes': (root, { query }, { store, now }) => {
        const index = buildIndex(store, now);
        const oneOf = <T>(values: T[] | undefined, value: T) => values === undefined || values.length === 0 || values.includes(value);
        const rows = managed(store, root, nodesOf(store).nodes)
          .filter((n) => [n.ip, ...n.subNodes.map((s) => s.ip)].some((ip) => contains(ip, query.ip)))
          .map((n) => nodeView(n, index))
          .filter(
            (n) =>
              sameWhenSet(query, n, ['zoneID', 'kind', 'tier', 'portType', 'role', 'version', 'dnsStatus']) &&
              (query.groupID === undefined || n.groupIDs.includes(query.groupID)) &&
              contains(n.name, query.name) &&
              contains(n.memo, query.memo) &&
              oneOf(query.monitorStatuses, n.monitorStatus) &&
              oneOf(query.upgradeStatuses, n.upgradeStatus) &&
              oneOf(query.statuses, n.status),
          );
        return sortAndPage(rows, query, NODE_SORT);
      },

      'client-node-get-latest-version': (root, _input, { store, now }) => {
        settle(store, now);
        const outdatedCount = managed(store, root, nodesOf(store).nodes).filter((n) => compareVersions(n.version, LATEST_RELEASE.version) < 0).length;
        return { data: { ...LATEST_RELEASE, outdatedCount } };
      },

      'client-node-list-zone-nodes': (root, { params, query }, { store, now }) => {
        const zone = zoneFor(store, root, params.zoneId);
        const index = buildIndex(store, now);
        const rows = nodesOf(store)
          .nodes.filter((n) => n.zoneId === zone.id && (contains(n.name, query.keyword) || contains(n.ip, query.keyword)))
          .map((n) => nodeView(n, index));
        return sortAndPage(rows, query, NODE_SORT);
      },
    }),

    ...edits(
      named((store, root, id) => ({ root, zone: zoneFor(store, root, id) }), 'zoneId'),
      {
        'client-node-update-zone-node': ({ root, zone }, { id, subIPs: sentIPs, ...changes }, { store, now }) => {
          const node = nodeFor(store, root, id);
          if (node.zoneId !== zone.id) throw fail.field('id', `node ${node.name} is not in zone ${zone.name}`);
          if (changes.name !== undefined) requireFreeNames(store, node.ownerId, [{ name: changes.name, except: node.id }]);
          const subIPs = sentIPs === undefined ? undefined : ipTexts(sentIPs);
          const own = new Set(node.interfaces.map((i) => i.ip));
          if (subIPs !== undefined) refuseAny(subIPs, (ip) => !own.has(ip) || ip === node.ip, 'subIPs', 'not spare addresses of the node');
          Object.assign(node, sent(changes));
          if (subIPs !== undefined) {
            // Each address is sent once (the contract's uniqueItems): it keeps its sub node, or gets a new one.
            const status: NodeStatus = statusNow(node, now) === 'offline' ? 'offline' : 'normal';
            node.subNodes = subIPs.map((ip) => node.subNodes.find((s) => s.ip === ip) ?? { id: node.nextSubId++, ip, status });
            if (node.subNodes.length === 0 && changes.subNodeType === undefined) node.subNodeType = null;
            else if (node.subNodes.length > 0 && node.subNodeType === null) node.subNodeType = 'ip';
          }
          node.updatedAt = iso(now);
        },

        'client-node-deinitialize-nodes': ({ root, zone }, body, { store, now }) => {
          settle(store, now);
          const nodes = nodesFor(store, root, body.ids);
          const outside = nodes.filter((n) => n.zoneId !== zone.id);
          if (outside.length) throw fail.field('ids', `not nodes of zone ${zone.name}: ${outside.map((n) => n.name).join(', ')}`);
          const grouped = (n: NodeRecord) => groupsHolding(store, lineNodeUID(n.id)).map((g) => g.name);
          const inGroups = nodes.filter((n) => grouped(n).length > 0);
          if (inGroups.length) throw refusedRows(202003, 'node in a group', 'ids', inGroups.map((n) => `${n.name} is on group ${grouped(n).join(', ')}`));
          requireNotVirtual(store, nodes, 'ids');
          requireL4Kept(store, nodes);
          const state = nodesOf(store);
          state.nodes = state.nodes.filter((n) => !nodes.includes(n));
          for (const n of nodes) {
            const status = statusNow(n, now) === 'offline' ? 'offline' : 'normal';
            const machine = pick(n, ['interfaces', 'cpuCores', 'memTotalKb', 'diskTotalKb']);
            state.pending.push({ ...pick(n, ['id', 'ownerId', 'ip', 'hostname', 'os', 'version']), status, registeredAt: iso(now), ...machine });
          }
        },
      },
    ),

    ...given(named(nodeFor, 'nodeId'), {
      'client-node-list-subs': (node) => allRows(node.subNodes.map((s) => subView(node, s))),

      'client-node-list-sub-ips': (node) => ({
        data: node.interfaces.map((i) => {
          const sub = node.subNodes.find((s) => s.ip === i.ip);
          return { ...i, subKey: sub ? `${node.id}-${sub.id}` : null };
        }),
      }),

      'client-node-get-system': (node, _input, { store, now }) => {
        settle(store, now);
        requireReachable([node], now);
        const zoneName = zonesOf(store).zones.find((z) => z.id === node.zoneId)?.name ?? '';
        return new TextAnswer('text/plain', systemText(node, zoneName, now));
      },

      'client-node-list-upgrade-logs': (node, { query }, { store, now }) => {
        settle(store, now);
        const rows = nodesOf(store)
          .upgradeLogs.filter((l) => l.nodeId === node.id)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
          .map((l) => ({ id: l.id, nodeID: l.nodeId, ...pick(l, ['fromVersion', 'toVersion', 'status', 'message', 'createdAt', 'updatedAt']) }));
        return sortAndPage(rows, query, {});
      },
    }),

    ...edits(reachableNodes, {
      'client-node-set-status': each((node, body, now) => {
        if (body.status === 'paused') {
          node.status = 'paused';
          node.transient = null;
        } else if (node.status === 'paused') {
          node.status = 'normal';
          node.transient = { status: 'reconnect', until: now + REBOOT_MS / 2 };
        } else return false;
      }),
      'client-node-reboot-nodes': each((node, _body, now) => {
        // A restart clears a failed agent or message-bus link; a paused node stays paused.
        if (node.status !== 'paused') node.status = 'normal';
        node.transient = { status: 'reconnect', until: now + REBOOT_MS };
        node.bootedAt = now + REBOOT_MS;
        for (const sub of node.subNodes) if (sub.status !== 'offline') sub.status = 'normal';
      }),
      'client-node-reset-nodes': each((node, _body, now) => {
        // The configuration is rebuilt and Nginx reloaded: the node reconnects briefly.
        if (node.status === 'error' || node.status === 'natsError' || node.status === 'unknown') node.status = 'normal';
        node.transient = { status: 'reconnect', until: now + REBOOT_MS / 2 };
      }),
      'client-node-clear-current-cache': each((node, _body, now) => void (node.cacheClearedAt = iso(now))),
      'client-node-clear-cache': each((node, body, now) => void (node.lastPurge = { at: iso(now), type: body.type, count: body.urls.length })),
      'client-node-rotate-logs': each((node, _body, now) => void (node.lastLogRotateAt = iso(now))),
      'client-node-upgrade-nodes': (nodes, _body, { store, now }) => {
        const latest = LATEST_RELEASE.version;
        const mismatched = nodes.filter((n) => majorOf(n.version) !== majorOf(latest));
        if (mismatched.length) throw refusedRows(202008, 'node version mismatch', 'ids', mismatched.map((n) => `${n.name} runs ${n.version}; ${latest} needs a reinstall`));
        const state = nodesOf(store);
        for (const node of nodes) {
          if (node.upgrade !== null || compareVersions(node.version, latest) >= 0) continue;
          const status = statusNow(node, now);
          const fails = status === 'natsError' || status === 'error';
          const [at, id] = [iso(now), next(state.seq, 'upgradeLog')];
          const log = { id, nodeId: node.id, fromVersion: node.version, toVersion: latest, status: 'updating' as const, message: `downloading parapet-agent ${latest}`, createdAt: at, updatedAt: at };
          state.upgradeLogs.push(log);
          node.upgradeStatus = 'updating';
          const message = fails ? 'the agent did not report back after the download (message bus unreachable)' : 'upgraded and restarted';
          node.upgrade = { logId: id, toVersion: latest, until: now + UPGRADE_MS, outcome: fails ? 'updateFailed' : 'updateComplete', message };
          node.updatedAt = iso(now);
        }
      },
    }),

    ...edits(({ body }, { store, caller }) => nodesFor(store, clientRoot(store, caller), (body as { ids?: number[] }).ids ?? [(body as { id: number }).id]), {
      'client-node-set-log-rotate-time': each((node, body) => void (node.logRotateTime = body.logRotateTime)),
      // The contract bounds the window (1 to 60, 1 for v2: NodeGenevaWindowRule).
      'client-node-set-geneva': each((node, body) => void (node.geneva = { ...body.geneva })),
      'client-node-set-port-type': (nodes, body, context) => {
        if (body.portType === 'L7') requireL4Kept(context.store, nodes.filter((n) => n.portType === 'L4'));
        each((node: NodeRecord) => (node.portType === body.portType ? false : void (node.portType = body.portType)))(nodes, body, context);
      },
      'client-node-set-monitor': (nodes, body, { store, now }) => {
        const m = body.monitor;
        if (m.type === 'http' && !m.url) throw fail.field('monitor.url', 'an http check needs the URL');
        if (m.type === 'tcp' && !m.port) throw fail.field('monitor.port', 'a tcp check needs the port');
        const least = m.type === 'none' ? undefined : nodes.map((n) => licenceLimit(store, n.ownerId, 'monitorFrequency')).find((f) => m.interval < f);
        if (least !== undefined) throw fail.field('monitor.interval', `must be at least ${least} seconds (licence node monitor frequency)`);
        settle(store, now);
        const [http, tcp] = [m.type === 'http', m.type === 'tcp'];
        const monitor = { type: m.type, url: http ? m.url : null, port: tcp ? m.port : null, content: http ? m.content : '', interval: m.interval, failureAction: m.failureAction };
        for (const node of nodes) {
          node.monitor = { ...monitor };
          node.monitorStatus = 'unknown';
          node.monitorCheckAt = m.type === 'none' ? null : now + m.interval * 1000;
          node.updatedAt = iso(now);
        }
      },
      'client-node-update-memo': each((node, body) => void (node.memo = body.memo)),
    }),
  }),
});

export default nodesModule;
