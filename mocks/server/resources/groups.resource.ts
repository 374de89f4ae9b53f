// Groups (lines) of a zone with their main and backup lines of line nodes (n-<id>) and virtual nodes
// (v-<id>), the groups of a product, and the virtual nodes with their IP (node) and CNAME records.
import type { components } from '../../../src/api/schema';
import { ApiFailure, fail, refusedRows, type Violation } from '../errors.ts';
import type { AccountRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import { defineHandlers } from '../types.ts';
import { allRows, edits, sent } from './crud.ts';
import { byField, given } from './crud-more.ts';
import { defineResource } from './define.ts';
import { beyond, contains, groupFor, licenceLimit, manages, named, next, nodeFor, ofRoot, ofZone, refuseAny, requireFreeNames } from './infra/access.ts';
import { sortAndPage, touched, virtualNodeFor, zoneFor, zoneIdsNamed } from './infra/access.ts';
import { MAX_LINE_MEMBERS } from './infra/defaults.ts';
import { GROUPS_MODULE, groupsHolding, groupsOf, iso, settle, statusNow, virtualNodeUID, zonesOf } from './infra/model.ts';
import type { GroupRecord, GroupsState, VirtualNodeRecord, VirtualRecord, ZoneRecord } from './infra/model.ts';
import { productGroups, productsByGroup } from './infra/products.ts';
import { seedGroups } from './infra/seed.ts';
import { buildIndex, groupView, linesView, memberOf, membersOf, recordView, virtualNodeView } from './infra/views.ts';

type RecordInput = components['schemas']['VirtualNodeRecordInput'];

/** Every member must be a line node or virtual node of the group's zone (203005). */
function requireZoneMembers(store: Store, zone: ZoneRecord, uids: readonly string[], field: string) {
  const members = membersOf(store);
  const invalid = uids.filter((uid) => memberOf(members, uid)?.zoneId !== zone.id);
  if (invalid.length) throw refusedRows(203005, 'invalid group node', field, [`not nodes or virtual nodes of zone ${zone.name}: ${invalid.join(', ')}`]);
}

/** A line holds at most MAX_LINE_MEMBERS; the licence's node limit caps the nodes standing on the owner's lines (203003). */
function requireLineRoom(store: Store, zone: ZoneRecord, group: GroupRecord, main: readonly string[], backup: readonly string[]) {
  for (const [line, members] of [['main', main], ['backup', backup]] as const) {
    if (members.length > MAX_LINE_MEMBERS) throw refusedRows(203003, `grouped-node limit reached: a line holds at most ${MAX_LINE_MEMBERS}`, line, [`holds ${members.length} members`], { num: MAX_LINE_MEMBERS });
  }
  const limit = licenceLimit(store, zone.ownerId, 'nodeLimit');
  const ownerZones = new Set(zonesOf(store).zones.filter((z) => z.ownerId === zone.ownerId).map((z) => z.id));
  const lines = groupsOf(store)
    .groups.filter((g) => ownerZones.has(g.zoneId))
    .flatMap((g) => (g.id === group.id ? [...main, ...backup] : [...g.main, ...g.backup]));
  const grouped = new Set(lines.filter((uid) => uid.startsWith('n-')));
  if (beyond(limit, grouped.size)) throw new ApiFailure(203003, `grouped-node limit reached (${limit})`, undefined, { num: limit });
}

/** The records to add, checked: node records are nodes of the virtual node's zone; no record twice (101025). */
function checkRecords(store: Store, root: AccountRecord, zone: ZoneRecord, existing: readonly VirtualRecord[], inputs: readonly RecordInput[], field: string) {
  const seen = new Set(existing.map((r) => (r.kind === 'node' ? `n:${r.nodeId}` : `c:${r.cname}`)));
  const duplicates: Violation[] = [];
  inputs.forEach((input, i) => {
    if (input.kind === 'node') {
      const node = nodeFor(store, root, input.nodeID);
      if (node.zoneId !== zone.id) throw fail.field(`${field}.${i}.nodeID`, `node ${node.name} is not in zone ${zone.name}`);
    }
    const key = input.kind === 'node' ? `n:${input.nodeID}` : `c:${input.cname}`;
    if (seen.has(key)) duplicates.push({ in: 'body', field: `${field}.${i}`, message: 'the virtual node already has this record' });
    seen.add(key);
  });
  if (duplicates.length) throw fail.duplicate('duplicated data', duplicates);
}

const toRecord = (input: RecordInput, id: number, now: number): VirtualRecord =>
  input.kind === 'node'
    ? { id, kind: 'node', nodeId: input.nodeID, cname: null, createdAt: iso(now) }
    : { id, kind: 'cname', nodeId: null, cname: input.cname, createdAt: iso(now) };

/** Group and virtual node names are unique in their zone (101025). */
const requireFreeName = (key: 'groups' | 'virtualNodes', store: Store, zoneId: number, name: string, except?: number) =>
  requireFreeNames(groupsOf(store)[key].filter((r) => r.zoneId === zoneId), [{ name, except }], (taken) => `the zone already has a ${key === 'groups' ? 'group' : 'virtual node'} named ${taken}`);

const groupsModule = defineResource<GroupsState>({
  name: GROUPS_MODULE,
  after: ['infra', 'infra-nodes'],
  seed: () => seedGroups(),
  handlers: defineHandlers({
    ...given(ofZone, {
      'client-group-list-groups': (zone, { query }, { store, now }) => {
        const index = buildIndex(store, now);
        const rows = groupsOf(store).groups.filter((g) => g.zoneId === zone.id && contains(g.name, query.name)).map((g) => groupView(g, index));
        return sortAndPage(rows, query, {});
      },
    }),

    ...edits(ofRoot, {
      'client-group-delete-groups': (root, body, { store, now }) => {
        const groups = body.ids.map((id) => groupFor(store, root, id).group);
        const byGroup = productsByGroup(store);
        const used = groups.filter((g) => (byGroup.get(g.id)?.length ?? 0) > 0);
        if (used.length) throw refusedRows(203002, 'group in use', 'ids', used.map((g) => `${g.name} is used by products ${byGroup.get(g.id)?.join(', ')} and their sites`));
        settle(store, now);
        const members = membersOf(store);
        const serving = (uid: string) => {
          const row = memberOf(members, uid);
          return row !== undefined && ('records' in row ? row.records.length > 0 : statusNow(row, now) === 'normal');
        };
        const active = groups.filter((g) => [...g.main, ...g.backup].some(serving));
        if (active.length) throw refusedRows(203001, 'active group cannot be removed', 'ids', active.map((g) => `${g.name} still has serving members on its lines`));
        const doomed = new Set(body.ids);
        const state = groupsOf(store);
        state.groups = state.groups.filter((g) => !doomed.has(g.id));
        state.productGroups = state.productGroups.map((l) => ({ ...l, groupIDs: l.groupIDs.filter((id) => !doomed.has(id)), backupGroupID: l.backupGroupID !== null && doomed.has(l.backupGroupID) ? null : l.backupGroupID }));
      },

      'client-virtualNode-delete-virtual-nodes': (root, body, { store }) => {
        const virtuals = body.ids.map((id) => virtualNodeFor(store, root, id).virtualNode);
        const used = virtuals.map((v) => ({ v, groups: groupsHolding(store, virtualNodeUID(v.id)) })).filter((u) => u.groups.length > 0);
        if (used.length) throw refusedRows(206001, 'virtual node in use', 'ids', used.map((u) => `${u.v.name} is on group ${u.groups.map((g) => g.name).join(', ')}`));
        const state = groupsOf(store);
        state.virtualNodes = state.virtualNodes.filter((v) => !virtuals.includes(v));
      },
    }),

    ...given(ofRoot, {
      'client-group-list-meta-groups': (root, { query }, { store }) => {
        const ids = zoneIdsNamed(store, root, query.zoneID);
        return { data: groupsOf(store).groups.filter((g) => ids.has(g.zoneId)).map((g) => ({ id: g.id, name: g.name, zoneID: g.zoneId })) };
      },

      'client-group-create-group': (root, { body }, { store, now }) => {
        const zone = zoneFor(store, root, body.zoneID);
        requireFreeName('groups', store, zone.id, body.name);
        const state = groupsOf(store);
        const group: GroupRecord = { id: next(state.seq, 'group'), zoneId: zone.id, name: body.name, memo: body.memo ?? '', forceBackup: false, main: [], backup: [], createdAt: iso(now), updatedAt: iso(now) };
        state.groups.push(group);
        store.changed();
        return { data: groupView(group, buildIndex(store, now)) };
      },

      'client-group-list-product-groups': (root, { params }, { store, now }) => {
        const product = productGroups(store, params.productId);
        if (!product || !manages(store, root, product.ownerId)) throw fail.denied(`product ${params.productId} is not yours`);
        const index = buildIndex(store, now);
        const ids = new Set([...product.groupIDs, product.backupGroupID]);
        return allRows(groupsOf(store).groups.filter((g) => ids.has(g.id)).map((g) => groupView(g, index)));
      },

      'client-virtualNode-list-virtual-nodes': (root, { query }, { store, now }) => {
        const ids = zoneIdsNamed(store, root, query.zoneID);
        const index = buildIndex(store, now);
        const rows = groupsOf(store)
          .virtualNodes.filter((v) => ids.has(v.zoneId) && contains(v.name, query.name))
          .map((v) => virtualNodeView(v, index));
        return sortAndPage(rows, query, {
          ...byField<(typeof rows)[number]>('id', 'name', 'zoneName'),
          recordCount: (v) => v.records.length,
          ...byField<(typeof rows)[number]>('createdAt', 'updatedAt'),
        });
      },

      'client-virtualNode-create-virtual-node': (root, { body }, { store, now }) => {
        const zone = zoneFor(store, root, body.zoneID);
        requireFreeName('virtualNodes', store, zone.id, body.name);
        const inputs = body.records ?? [];
        checkRecords(store, root, zone, [], inputs, 'records');
        const state = groupsOf(store);
        const id = next(state.seq, 'virtualNode');
        const records = inputs.map((input) => toRecord(input, next(state.seq, 'record'), now));
        const virtual: VirtualNodeRecord = { id, zoneId: zone.id, name: body.name, memo: body.memo ?? '', records, createdAt: iso(now), updatedAt: iso(now) };
        state.virtualNodes.push(virtual);
        store.changed();
        return { data: virtualNodeView(virtual, buildIndex(store, now)) };
      },

      'client-virtualNode-list-records': (root, { params, query }, { store, now }) => {
        const { virtualNode } = virtualNodeFor(store, root, params.virtualNodeId);
        const index = buildIndex(store, now);
        const rows = virtualNode.records.filter((r) => query.kind === undefined || r.kind === query.kind).map((r) => recordView(r, index));
        return sortAndPage(rows, query, {});
      },
    }),

    ...given(named(groupFor, 'groupId'), {
      'client-group-list-group-nodes': ({ group }, _input, { store, now }) => ({ data: linesView(group, buildIndex(store, now)) }),
    }),

    ...edits(
      named(groupFor, 'groupId'),
      {
        'client-group-update-group': ({ group }, body, { store }) => {
          if (body.name !== undefined) requireFreeName('groups', store, group.zoneId, body.name, group.id);
          if (body.forceBackup === true && group.backup.length === 0) throw fail.field('forceBackup', 'the backup line of the group is empty');
          Object.assign(group, sent({ name: body.name, memo: body.memo, forceBackup: body.forceBackup }));
        },
        'client-group-set-group-nodes': ({ group, zone }, body, { store }) => {
          refuseAny(body.main, (uid) => body.backup.includes(uid), 'backup', 'on both lines');
          requireZoneMembers(store, zone, body.main, 'main');
          requireZoneMembers(store, zone, body.backup, 'backup');
          requireLineRoom(store, zone, group, body.main, body.backup);
          if (group.forceBackup && body.backup.length === 0) throw fail.field('backup', 'the group is forced to its backup line, which cannot be emptied');
          group.main = [...body.main];
          group.backup = [...body.backup];
        },
        'client-group-add-group-nodes': ({ group, zone }, { line, nodeUIDs }, { store }) => {
          const other = line === 'main' ? 'backup' : 'main';
          const already = nodeUIDs.filter((uid) => group[line].includes(uid));
          if (already.length) throw fail.duplicate('duplicated data', [{ in: 'body', field: 'nodeUIDs', message: `already on the ${line} line: ${already.join(', ')}` }]);
          refuseAny(nodeUIDs, (uid) => group[other].includes(uid), 'nodeUIDs', `already on the ${other} line`);
          requireZoneMembers(store, zone, nodeUIDs, 'nodeUIDs');
          const lines = { main: group.main, backup: group.backup, [line]: [...group[line], ...nodeUIDs] };
          requireLineRoom(store, zone, group, lines.main, lines.backup);
          group[line] = lines[line];
        },
        'client-group-remove-group-nodes': ({ group }, { line, nodeUIDs }) => {
          refuseAny(nodeUIDs, (uid) => !group[line].includes(uid), 'nodeUIDs', `not on the ${line} line`);
          const remaining = group[line].filter((uid) => !nodeUIDs.includes(uid));
          if (line === 'backup' && group.forceBackup && remaining.length === 0) throw fail.field('nodeUIDs', 'the group is forced to its backup line, which cannot be emptied');
          group[line] = remaining;
        },
      },
      ({ group }, context) => touched(group, context),
    ),

    ...edits(
      named((store, root, id) => ({ root, ...virtualNodeFor(store, root, id) }), 'virtualNodeId'),
      {
        'client-virtualNode-update-virtual-node': ({ virtualNode }, body, { store }) => {
          if (body.name !== undefined) requireFreeName('virtualNodes', store, virtualNode.zoneId, body.name, virtualNode.id);
          Object.assign(virtualNode, sent({ name: body.name, memo: body.memo }));
        },
        'client-virtualNode-create-records': ({ root, virtualNode, zone }, body, { store, now }) => {
          checkRecords(store, root, zone, virtualNode.records, body.records, 'records');
          const state = groupsOf(store);
          for (const input of body.records) virtualNode.records.push(toRecord(input, next(state.seq, 'record'), now));
        },
        'client-virtualNode-delete-records': ({ virtualNode }, body) => {
          const own = new Set(virtualNode.records.map((r) => r.id));
          refuseAny(body.ids, (id) => !own.has(id), 'ids', `not records of virtual node ${virtualNode.name}`);
          virtualNode.records = virtualNode.records.filter((r) => !body.ids.includes(r.id));
        },
        'client-virtualNode-update-record': ({ root, virtualNode, zone }, { id, ...input }, { store, now }) => {
          const index = virtualNode.records.findIndex((r) => r.id === id);
          if (index < 0) throw fail.field('id', `not a record of virtual node ${virtualNode.name}`);
          checkRecords(store, root, zone, virtualNode.records.filter((r) => r.id !== id), [input], 'record');
          virtualNode.records[index] = { ...toRecord(input, id, now), createdAt: virtualNode.records[index].createdAt };
        },
      },
      ({ virtualNode }, context) => touched(virtualNode, context),
    ),
  }),
});

export default groupsModule;

export { linkProductGroups } from './infra/products.ts';
