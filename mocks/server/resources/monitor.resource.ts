// Monitor nodes (outside probes that check the nodes, each vote weighted 1-100) and monitor groups.
import { fail } from '../errors.ts';
import type { AccountRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import { defineHandlers, type SignedInContext } from '../types.ts';
import { collection, edits, ownedRows, sent } from './crud.ts';
import { byField, given, pick, rowsNamed } from './crud-more.ts';
import { defineResource } from './define.ts';
import { clientRoot, managed, manages, named, next, ofRoot, owned, registered, requireFreeNames as freeNames } from './infra/access.ts';
import { refuseAny, sortAndPage, touched } from './infra/access.ts';
import { iso, MONITOR_MODULE, monitorOf, type MonitorNodeRecord, type MonitorState } from './infra/model.ts';
import { seedMonitor } from './infra/seed.ts';
import { monitorGroupView, monitorNodeView } from './infra/views.ts';

const monitorsFor = (store: Store, root: AccountRecord, ids: readonly number[]) =>
  rowsNamed(monitorOf(store).nodes, ids, (id) => fail.denied(`monitor node ${id} is not yours`), (node) => manages(store, root, node.ownerId));

const groupFor = (store: Store, root: AccountRecord, id: number) => owned(store, root, monitorOf(store).groups, id, 'monitor group', (g) => g.ownerId);

/** Monitor node and group names are unique in the owner's tenant (101025). */
const requireFreeNames = (key: 'nodes' | 'groups', store: Store, ownerId: number, names: readonly { name: string; except?: number }[]) =>
  freeNames(monitorOf(store)[key].filter((r) => r.ownerId === ownerId), names, (name) => `monitor ${key === 'nodes' ? 'node' : 'group'} name ${name} is taken`);

const monitorModule = defineResource<MonitorState>({
  name: MONITOR_MODULE,
  seed: () => seedMonitor(),
  handlers: defineHandlers({
    ...edits(ofRoot, {
      'client-monitor-create-nodes': (root, body, { store, now }) => {
        const state = monitorOf(store);
        const pending = registered(store, root, state.pending, body.nodes.map((n) => n.id), 'monitor node');
        for (const ownerId of new Set(pending.map((p) => p.ownerId))) {
          requireFreeNames('nodes', store, ownerId, body.nodes.filter((_n, i) => pending[i].ownerId === ownerId).map((n) => ({ name: n.name })));
        }
        body.nodes.forEach((input, i) => {
          state.nodes.push({ ...pending[i], weight: 1, memo: '', ...input, enabled: true, status: 'normal', createdAt: iso(now), updatedAt: iso(now) });
        });
        state.pending = state.pending.filter((p) => !pending.includes(p));
      },

      'client-monitor-set-enable-status': (root, body, { store, now }) => {
        const switching = monitorsFor(store, root, body.ids).filter((n) => n.enabled !== body.enabled);
        for (const node of switching) Object.assign(node, { enabled: body.enabled, updatedAt: iso(now) });
      },
    }),

    ...given(ofRoot, {
      'client-monitor-list-meta-monitors': (root, _input, { store }) => ({ data: managed(store, root, monitorOf(store).nodes).map((n) => pick(n, ['id', 'name'])) }),

      'client-monitor-list-uninitialized-nodes': (root, { query }, { store }) => {
        const rows = monitorOf(store)
          .pending.filter((p) => manages(store, root, p.ownerId))
          .map((p) => pick(p, ['id', 'ip', 'hostname', 'version', 'registeredAt']));
        return sortAndPage(rows, query, {});
      },

      'client-monitor-list-meta-groups': (root, _input, { store }) => ({ data: managed(store, root, monitorOf(store).groups).map((g) => pick(g, ['id', 'name'])) }),

      'client-monitor-list-group-nodes': (root, { params, query }, { store }) => {
        const group = groupFor(store, root, params.groupId);
        const byId = new Map(monitorOf(store).nodes.map((n) => [n.id, n]));
        const rows = group.nodeIDs.map((id) => byId.get(id)).filter((n) => n !== undefined).map((n) => monitorNodeView(store, n));
        return sortAndPage(rows, query, {});
      },
    }),

    ...collection(
      { list: 'client-monitor-list-nodes', update: 'client-monitor-update-node', delete: 'client-monitor-delete-nodes' },
      {
        noun: 'monitor node',
        at: (_input, { store, caller, now }) => {
          const root = clientRoot(store, caller);
          const state = monitorOf(store);
          const place = ownedRows(state, 'nodes', (n) => manages(store, root, n.ownerId), () => 0);
          const remove = (doomed: ReadonlySet<MonitorNodeRecord>) => {
            const ids = new Set([...doomed].map((n) => n.id));
            for (const group of state.groups.filter((g) => g.nodeIDs.some((id) => ids.has(id)))) {
              group.nodeIDs = group.nodeIDs.filter((id) => !ids.has(id));
              group.updatedAt = iso(now);
            }
            place.remove(doomed);
            // The probe is still registered: it waits to be put in service again.
            state.pending.push(...[...doomed].map((n) => pick(n, ['id', 'ownerId', 'ip', 'hostname', 'version', 'registeredAt'])));
          };
          return { ...place, remove };
        },
        pages: (views, query) =>
          sortAndPage(views, query, {
            ...byField<(typeof views)[number]>('id', 'name'),
            ip: (n) => String(n.ip),
            ...byField<(typeof views)[number]>('url', 'weight', 'enabled', 'status', 'version', 'createdAt', 'updatedAt'),
          }),
        patch: (node: MonitorNodeRecord, { id: _id, ...changes }, _at, { store, now }) => {
          if (changes.name !== undefined) requireFreeNames('nodes', store, node.ownerId, [{ name: changes.name, except: node.id }]);
          Object.assign(node, sent(changes), { updatedAt: iso(now) });
        },
        view: (node: MonitorNodeRecord, _at: unknown, { store }: SignedInContext) => monitorNodeView(store, node),
      },
    ),

    ...collection(
      { list: 'client-monitor-list-groups', create: 'client-monitor-create-group', update: 'client-monitor-update-group', delete: 'client-monitor-delete-groups' },
      {
        noun: 'monitor group',
        at: (_input, { store, caller }) => {
          const root = clientRoot(store, caller);
          const state = monitorOf(store);
          return { root, ...ownedRows(state, 'groups', (g) => manages(store, root, g.ownerId), () => next(state.seq, 'group')) };
        },
        paged: true,
        created: true,
        make: (body, id, { root }, { store, now }) => {
          requireFreeNames('groups', store, root.id, [{ name: body.name }]);
          const nodes = monitorsFor(store, root, body.nodeIDs ?? []);
          return { id, ownerId: root.id, name: body.name, memo: body.memo ?? '', nodeIDs: nodes.map((n) => n.id), createdAt: iso(now), updatedAt: iso(now) };
        },
        patch: (group, { id: _id, ...changes }, _at, { store, now }) => {
          if (changes.name !== undefined) requireFreeNames('groups', store, group.ownerId, [{ name: changes.name, except: group.id }]);
          Object.assign(group, sent(changes), { updatedAt: iso(now) });
        },
        view: monitorGroupView,
      },
    ),

    ...edits(
      named((store, root, id) => ({ root, group: groupFor(store, root, id) }), 'groupId'),
      {
        'client-monitor-add-group-nodes': ({ root, group }, body, { store }) => {
          const nodes = monitorsFor(store, root, body.nodeIDs);
          const already = nodes.filter((n) => group.nodeIDs.includes(n.id));
          if (already.length) throw fail.duplicate('duplicated data', [{ in: 'body', field: 'nodeIDs', message: `already in the group: ${already.map((n) => n.name).join(', ')}` }]);
          group.nodeIDs.push(...nodes.map((n) => n.id));
        },
        'client-monitor-remove-group-nodes': ({ group }, body) => {
          refuseAny(body.nodeIDs, (id) => !group.nodeIDs.includes(id), 'nodeIDs', 'not in the group');
          group.nodeIDs = group.nodeIDs.filter((id) => !body.nodeIDs.includes(id));
        },
      },
      ({ group }, context) => touched(group, context),
    ),
  }),
});

export default monitorModule;
