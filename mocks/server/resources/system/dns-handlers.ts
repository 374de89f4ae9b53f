// CNAME rows the console keeps at the operator's DNS provider, its resolution lines, and the record changes
// the provider has not accepted yet. The provider is the one of the client's DNS setting (store.dnsSettings).
import ipaddr from 'ipaddr.js';
import { ApiFailure, fail, refusedRows } from '../../errors.ts';
import { paginate } from '../../domain/paging.ts';
import type { Store } from '../../state/store.ts';
import { defineHandlers, type SignedInContext } from '../../types.ts';
import { bodyError, clientRootOf, done, iso, refuseRepeats, unowned } from './common.ts';
import { allRows, collection, sent, tenantRows } from '../crud.ts';
import { given, pick, rowsNamed } from '../crud-more.ts';
import { LINE_IDS, lineLanguage, linesIn } from './dns-lines.ts';
import { zoneById } from '../zones.resource.ts';
import { type CnameRecord, settingsOf } from './settings-model.ts';

/** The client's DNS setting, which CNAME work needs (101006 without one). */
function dnsDomain(store: Store, clientId: number) {
  const setting = store.dnsSettings.get(clientId);
  if (!setting) throw new ApiFailure(101006, 'no DNS provider is set: save the DNS setting first');
  return setting.domain;
}

const view = (store: Store, row: CnameRecord) =>
  ({ ...unowned(row), zoneName: zoneById(store, row.zoneID)?.name ?? `zone-${row.zoneID}`, targets: [...row.targets] });

const byName = (a: CnameRecord, b: CnameRecord) => a.name.localeCompare(b.name) || a.id - b.id;

const HOST = /^(?=.{1,253}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}\.?$/i;

function checkTargets(targets: readonly string[]) {
  const problems = targets.flatMap((target, index) =>
    ipaddr.isValid(target) || HOST.test(target) ? [] : [{ in: 'body' as const, field: `targets.${index}`, message: 'is not an IP address or a host name' }],
  );
  if (problems.length) throw fail.parameter('parameter error', problems);
  refuseRepeats(targets.map((target) => target.toLowerCase()), (i) => `targets.${i}`, targets);
}

function checkLine(line: string) {
  if (!LINE_IDS.has(line)) throw bodyError('line', `is not a line of the DNS provider (see dns/lines): ${line}`);
}

export const dnsHandlers = defineHandlers({
  ...collection(
    { list: 'client-dns-list-cnames', create: 'client-dns-create-cname', update: 'client-dns-update-cname', delete: 'client-dns-delete-cnames' },
    {
      noun: 'CNAME row',
      at: (_input, context) => tenantRows(context, settingsOf(context.store), 'cnames', (s) => (s.sequences.cname += 1)),
      where: (row: CnameRecord, query) => query.zoneID === undefined || row.zoneID === query.zoneID,
      order: byName,
      paged: true,
      created: true,
      // A name has one row a line; the targets are checked after (make has checked a new row's already).
      unique: { field: 'line', key: (c) => `${c.name} ${c.line}`, message: (c) => `${c.name} already has a row for the line ${c.line}` },
      check: (row) => checkTargets(row.targets),
      make: (body, id, { clientId }, { store, now }) => {
        const domain = dnsDomain(store, clientId);
        const zone = zoneById(store, body.zoneID);
        if (!zone || zone.ownerId !== clientId) throw fail.denied(`zone ${body.zoneID} is not yours`);
        if (!body.name.endsWith(`.${domain}`)) throw bodyError('name', `must be a name under the DNS setting's domain ${domain}`);
        checkLine(body.line);
        checkTargets(body.targets);
        return { id, clientId, ...pick(body, ['name', 'zoneID', 'line']), targets: [...body.targets], ttl: body.ttl ?? 600, disabled: body.disabled ?? false, updatedAt: iso(now) };
      },
      patch: (record: CnameRecord, { id: _id, ...changes }, { clientId }, { store, now }) => {
        dnsDomain(store, clientId);
        if (changes.line !== undefined) checkLine(changes.line);
        Object.assign(record, sent(changes), { updatedAt: iso(now) });
      },
      view: (row: CnameRecord, _at: unknown, { store }: SignedInContext) => view(store, row),
    },
  ),
  ...given((_input, { store, caller }) => ({ clientId: clientRootOf(store, caller.account).id, store }), {
    'client-dns-list-meta-cnames': ({ clientId, store }) =>
      allRows(settingsOf(store).cnames.filter((c) => c.clientId === clientId).sort(byName).map((c) => pick(c, ['id', 'name', 'disabled']))),
    'client-dns-list-lines': (_client, { headers }) => allRows(linesIn(lineLanguage(headers['accept-language']))),

    'client-dns-list-unprocessed': ({ clientId, store }, { query }) => {
      const rows = settingsOf(store)
        .unprocessed.filter((u) => u.clientId === clientId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      return paginate(rows, query, unowned);
    },
    'client-dns-recover-records': ({ clientId, store }, { body }) => {
      const state = settingsOf(store);
      const rows = rowsNamed(state.unprocessed, body.ids, (id) => fail.denied(`DNS record ${id} is not yours`), (u) => u.clientId === clientId);
      const domain = dnsDomain(store, clientId);
      // The simulated provider takes every record under the setting's domain; others stay with its answer.
      const refused = rows.filter((row) => !row.name.endsWith(`.${domain}`) && row.name !== domain);
      if (refused.length) {
        const provider = store.dnsSettings.get(clientId)?.dnsType ?? 'provider';
        throw refusedRows(101010, 'DNS execution error', 'ids', refused.map((row) => `${row.id}: ${provider}: ${row.name} is not in the hosted domain ${domain}`));
      }
      const accepted = new Set(rows);
      state.unprocessed = state.unprocessed.filter((u) => !accepted.has(u));
      store.changed();
      return done();
    },
  }),
});
