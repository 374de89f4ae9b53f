// Admin back office: licence plans, issuing them to clients (order records), and offline licences.
// Rules: an unknown licence is 101022, issuing a licence whose own period is over 101019, a period that ends
// before it starts 900001 (illegal licence), L7+L4 back to L7 101023, duplicate names 101025.
import { ApiFailure, fail, refusedRows } from '../errors.ts';
import type { Store } from '../state/store.ts';
import { defineHandlers, type SignedInContext } from '../types.ts';
import { defineResource } from './define.ts';
import { DAY_MS, done, iso, type Schemas } from './system/common.ts';
import { collection, ownedRows } from './crud.ts';
import { given, pick, rowsNamed } from './crud-more.ts';
import { LICENSES_MODULE, type LicensePlanRecord, type LicensesState, licensesOf, limitsOf, periodOf, machineIdOf, newOffline, type OfflineRecord, offlineText, type OrderRecord, type PortType, seedLicenses } from './system/licenses-model.ts';

const notFound = (what: string) => new ApiFailure(101022, `licence does not exist: ${what}`);

function plan(state: LicensesState, id: number) {
  const found = state.licenses.find((l) => l.id === id);
  if (!found) throw notFound(`licence ${id}`);
  return found;
}

/** Licences are issued to client accounts of the platform only (anything else 101018). */
function checkClient(store: Store, id: number) {
  if (store.accounts.get(id)?.auth !== 'client') throw fail.denied(`account ${id} is not a client account`);
}

const namesOf = (store: Store, o: { userID: number; licenseID: number }) => ({
  accountName: store.accounts.get(o.userID)?.accountName ?? String(o.userID),
  licenseID: o.licenseID,
  licenseName: licensesOf(store).licenses.find((l) => l.id === o.licenseID)?.name ?? `licence ${o.licenseID}`,
});

function orderView(store: Store, o: OrderRecord, now: number) {
  return {
    userID: o.userID,
    ...namesOf(store, o),
    ...pick(o, ['startDate', 'expiredAt']),
    expired: Date.parse(o.expiredAt) <= now,
    ...limitsOf(o),
    updatedAt: o.updatedAt,
  } as Schemas['AdminLicenseOrder'];
}

/** Registration as the client's loaded licence shows it: loading the text registers the installation. */
function registration(store: Store, o: OfflineRecord) {
  if (o.machineID !== null) return pick(o, ['machineID', 'registeredAt']);
  const loaded = store.licenses.get(o.userID);
  if (loaded?.license === o.license) return { machineID: machineIdOf(o.userID, loaded.key), registeredAt: loaded.licenseLoadedAt };
  return { machineID: null, registeredAt: null };
}

function offlineView(store: Store, o: OfflineRecord) {
  const reg = registration(store, o);
  return {
    ...pick(o, ['id', 'userID']),
    ...namesOf(store, o),
    license: o.license,
    registered: reg.machineID !== null,
    ...reg,
    ...pick(o, ['startDate', 'expiredAt', 'memo', 'updatedAt']),
  };
}

function checkPortType(current: PortType, next: PortType | undefined) {
  if (current === 'L7+L4' && next === 'L7') throw refusedRows(101023, 'illegal port type: L7+L4 cannot go back to L7', 'portType', ['was upgraded to L7+L4, which is irreversible']);
}

function checkPeriod(startDate: string, expiredAt: string) {
  if (Date.parse(expiredAt) <= Date.parse(startDate)) throw refusedRows(900001, 'illegal licence: the period ends before it starts', 'expiredAt', [`must be after the start date ${startDate}`]);
}

/** The licence an issue to a client names, and the period it gives (a licence is issued while its own period lasts). */
function issuing(state: LicensesState, store: Store, body: { userID: number; licenseID: number; startDate?: string }, now: number) {
  checkClient(store, body.userID);
  const source = plan(state, body.licenseID);
  const end = Date.parse(source.startDate) + source.days * DAY_MS;
  if (end <= now) throw new ApiFailure(101019, `licence expired: ${source.name} ended on ${iso(end)}`);
  return { source, period: periodOf(source, body.startDate === undefined ? now : Date.parse(body.startDate)) };
}

/** The order of a client (the account must be a client's), if a licence was issued to it. */
function orderFor(state: LicensesState, store: Store, userId: number) {
  checkClient(store, userId);
  return state.orders.find((o) => o.userID === userId);
}

/** The client stops being licensed by a removed or unregistered text. */
function unload(store: Store, o: OfflineRecord) {
  const loaded = store.licenses.get(o.userID);
  if (loaded?.license === o.license) {
    loaded.license = null;
    loaded.licenseLoadedAt = null;
  }
}

const licensesModule = defineResource<LicensesState>({
  name: LICENSES_MODULE,
  seed: ({ store, now }) => seedLicenses(store, now),
  handlers: defineHandlers({
    ...collection(
      { list: 'admin-license-list-licenses', create: 'admin-license-create-license', update: 'admin-license-update-license', delete: 'admin-license-delete-licenses' },
      {
        noun: 'licence',
        at: (_input, { store }) => {
          const state = licensesOf(store);
          return { state, ...ownedRows(state, 'licenses', () => true, () => (state.sequences.license += 1)) };
        },
        missing: (id) => notFound(`licence ${id}`),
        order: (a, b) => a.id - b.id,
        paged: true,
        created: true,
        view: (l: LicensePlanRecord) => l,
        unique: { field: 'name', key: (l) => l.name, message: (l) => `a licence named ${l.name} exists` },
        make: (body, id, _at, { now }) => ({ id, name: body.name, days: body.days, ...limitsOf(body), startDate: body.startDate ?? iso(now), updatedAt: iso(now) }),
        patch: (record, { id: _id, ...changes }, _at, { now }) => Object.assign(record, changes, { updatedAt: iso(now) }),
        // After the duplicate name: an update may not take an L7+L4 licence back to L7.
        check: (record, { state }) => checkPortType(state.licenses.find((l) => l.id === record.id)?.portType ?? record.portType, record.portType),
        removable: (doomed, { state }) => {
          const used = doomed.filter((l) => state.orders.some((o) => o.licenseID === l.id) || state.offlines.some((o) => o.licenseID === l.id));
          // Spec 8 has no "licence in use" code: 101003 with the marker `license in use` in extra (as its
          // 'invalid license key'), so the console can say which refusal it is (docs/decisions.md).
          if (used.length) throw refusedRows(101003, 'licence in use', 'ids', used.map((l) => `licence ${l.id} (${l.name}) is held by client orders or offline licences`), 'license in use');
        },
      },
    ),
    ...collection(
      { list: 'admin-license-list-offline-licenses', update: 'admin-license-update-offline-license', delete: 'admin-license-delete-offline-licenses' },
      {
        noun: 'offline licence',
        at: (_input, { store }) => {
          const state = licensesOf(store);
          const remove = (doomed: ReadonlySet<OfflineRecord>) => {
            for (const record of doomed) unload(store, record);
            state.offlines = state.offlines.filter((o) => !doomed.has(o));
          };
          return { state, rows: () => state.offlines, remove, nextId: () => (state.sequences.offline += 1) };
        },
        missing: (id) => notFound(`offline licence ${id}`),
        order: (a, b) => a.id - b.id,
        paged: true,
        updated: true,
        patch: (record: OfflineRecord, body, { state }, { store, now }) => {
          const source = plan(state, body.licenseID ?? record.licenseID);
          const startDate = body.startDate ?? record.startDate;
          const expiredAt = body.expiredAt ?? record.expiredAt;
          checkPeriod(startDate, expiredAt);
          // The installation stays bound; the client loads the newly signed text.
          Object.assign(record, registration(store, record));
          const base = { id: record.id, userID: record.userID, licenseID: source.id, revision: record.revision + 1, startDate, expiredAt, memo: body.memo ?? record.memo };
          Object.assign(record, base, { license: offlineText(store, base, source), updatedAt: iso(now) });
        },
        view: (record: OfflineRecord, _at: unknown, { store }: SignedInContext) => offlineView(store, record),
      },
    ),
    ...given((_input, { store }) => licensesOf(store), {
      'admin-license-issue-license': (state, { body }, { store, now }) => {
        const { source, period } = issuing(state, store, body, now);
        const existing = state.orders.find((o) => o.userID === body.userID);
        if (existing) checkPortType(existing.portType, source.portType);
        const record: OrderRecord = { userID: body.userID, licenseID: source.id, ...limitsOf(source), ...period, updatedAt: iso(now) };
        state.orders = [...state.orders.filter((o) => o.userID !== body.userID), record];
        store.changed();
        return { data: orderView(store, record, now) };
      },

      'admin-license-get-order': (state, { params }, { store, now }) => {
        const order = orderFor(state, store, params.userId);
        return { data: order ? orderView(store, order, now) : null };
      },

      'admin-license-update-order': (state, { params, body }, { store, now }) => {
        const order = orderFor(state, store, params.userId);
        if (!order) throw notFound(`no licence was issued to account ${params.userId}`);
        const source = body.licenseID === undefined ? null : plan(state, body.licenseID);
        const { licenseID: _l, startDate, expiredAt, ...limitChanges } = body;
        const next: OrderRecord = {
          ...order,
          ...(source ? { licenseID: source.id, ...limitsOf(source) } : {}),
          ...limitChanges,
          startDate: startDate ?? order.startDate,
          expiredAt: expiredAt ?? order.expiredAt,
          updatedAt: iso(now),
        };
        checkPortType(order.portType, next.portType);
        checkPeriod(next.startDate, next.expiredAt);
        Object.assign(order, next);
        store.changed();
        return { data: orderView(store, order, now) };
      },

      'admin-license-issue-offline-license': (state, { body }, { store, now }) => {
        const { source, period } = issuing(state, store, body, now);
        const base = { id: (state.sequences.offline += 1), userID: body.userID, licenseID: source.id, revision: 1, ...period, memo: body.memo ?? '' };
        const record = newOffline(store, base, source, iso(now));
        state.offlines.push(record);
        store.changed();
        return { data: offlineView(store, record) };
      },

      'admin-license-unregister-offline-licenses': (state, { body }, { store, now }) => {
        const rows = rowsNamed(state.offlines, body.ids, (id) => notFound(`offline licence ${id}`));
        const free = rows.filter((o) => registration(store, o).machineID === null);
        if (free.length) throw refusedRows(101003, 'parameter error', 'ids', free.map((o) => `offline licence ${o.id} is not registered`));
        for (const record of rows) {
          unload(store, record);
          record.machineID = null;
          record.registeredAt = null;
          record.updatedAt = iso(now);
        }
        store.changed();
        return done();
      },
    }),
  }),
});

export default licensesModule;
