// Which call reads a paged list's rows: the list call with its query (`queryFromPath` included), or the narrower
// `calls.unfiltered` while nothing narrows the rows and they are in their first order; both in the schema.
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import schema from '../../../forms/schema/list-descriptor.schema.json';
import type { ListDescriptor } from './descriptor';
import { queryFromPath, readCall, readsUnfiltered } from './read-call';

const validate = new Ajv({ allErrors: true }).compile(schema);
const blocked: ListDescriptor = {
  name: 'user.list.siteBlockedIps',
  label: 'Blocked IPs of {place}',
  empty: 'No IP is blocked right now.',
  readOnly: true,
  calls: { list: 'user-firewall-list-all-block-ips', unfiltered: 'user-firewall-list-block-ips' },
  queryFromPath: { siteID: 'siteId' },
  sortedBy: '-blockedAt',
  rowName: 'ip',
  columns: [
    { id: 'ip', header: 'IP', cell: 'mono', sortable: true },
    { id: 'blockedAt', header: 'Blocked at', cell: 'date', sortable: true },
  ],
  filters: [{ param: 'ips', label: 'Search by IP', kind: 'tags' }],
};
const path = { siteId: 4101 };
const first = { page: 2, pageSize: 20, sortBy: 'blockedAt', orderBy: 'desc' as const };

describe('calls.unfiltered', () => {
  it('reads the rows while no filter is set and the first order is kept, sent the paging only', () => {
    expect(readCall(blocked, { path, paging: first, filters: {} })).toEqual({ operation: 'user-firewall-list-block-ips', sent: { page: 2, pageSize: 20 } });
  });

  it('gives way to the list call once a filter is set, with the path\'s query parameters and the filters', () => {
    expect(readCall(blocked, { path, paging: first, filters: { ips: ['203.0.113.45'] } })).toEqual({
      operation: 'user-firewall-list-all-block-ips',
      sent: { page: 2, pageSize: 20, sortBy: 'blockedAt', orderBy: 'desc', siteID: 4101, ips: ['203.0.113.45'] },
    });
  });

  it('gives way to the list call in another order, and again reads the rows once the first order is back', () => {
    expect(readsUnfiltered(blocked, { paging: { ...first, orderBy: 'asc' }, filters: {} })).toBe(false);
    expect(readsUnfiltered(blocked, { paging: { ...first, sortBy: 'ip', orderBy: 'desc' }, filters: {} })).toBe(false);
    expect(readsUnfiltered(blocked, { paging: first, filters: {} })).toBe(true);
  });

  it('is not read by a list without one; a list without a first order reads it while unsorted', () => {
    const { unfiltered: _, ...calls } = blocked.calls;
    expect(readsUnfiltered({ ...blocked, calls }, { paging: first, filters: {} })).toBe(false);
    const unsorted = { ...blocked, sortedBy: undefined };
    expect(readsUnfiltered(unsorted, { paging: { page: 1, pageSize: 20 }, filters: {} })).toBe(true);
    expect(readsUnfiltered(unsorted, { paging: { page: 1, pageSize: 20, sortBy: 'ip', orderBy: 'asc' }, filters: {} })).toBe(false);
  });
});

describe('queryFromPath', () => {
  it('sends the path parameters the path has, under their query names', () => {
    expect(queryFromPath(blocked, path)).toEqual({ siteID: 4101 });
    // The same list shown where the path names no site (the account's page): nothing.
    expect(queryFromPath(blocked, {})).toEqual({});
    expect(queryFromPath({ ...blocked, queryFromPath: undefined }, path)).toEqual({});
  });

  it('is not a filter set: the narrower call still reads the rows', () => {
    expect(readCall(blocked, { path: {}, paging: first, filters: {} }).operation).toBe('user-firewall-list-block-ips');
  });

  it('goes with the sort as the list call takes it (`sort`)', () => {
    const sorted = { ...blocked, calls: { list: blocked.calls.list }, sort: { param: 'sort' } };
    expect(readCall(sorted, { path, paging: first, filters: {} }).sent).toEqual({ page: 2, pageSize: 20, sort: '-blockedAt', siteID: 4101 });
  });
});

describe('in the schema', () => {
  it('are accepted', () => {
    expect(validate(blocked), JSON.stringify(validate.errors)).toBe(true);
  });

  it('refuse a path parameter that is not named, and an unfiltered call that is no operation id', () => {
    expect(validate({ ...blocked, queryFromPath: { siteID: 4101 } })).toBe(false);
    expect(validate({ ...blocked, calls: { ...blocked.calls, unfiltered: 'GET site/{siteId}/firewall/setting/blockIPs' } })).toBe(false);
  });
});
