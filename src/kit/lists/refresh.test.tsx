// A list descriptor's `refreshEvery` (read again while the page is seen, rows kept) and `bulk` (the chosen rows' keys
// to a call other than the removal): the schema accepts them, the list call polls at its interval, the call is built.
import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import Ajv from 'ajv';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import schema from '../../../forms/schema/list-descriptor.schema.json';
import { useKeptRows } from '../polling';
import type { BulkAction, ListDescriptor } from './descriptor';
import { bulkCall, firstSort, refreshOptions } from './refresh';
import type { Row } from './scope';
import { listTexts } from './texts';
import { someNames } from './done';

const validate = new Ajv({ allErrors: true }).compile(schema);
const send: BulkAction = {
  label: 'Send again',
  call: 'client-dns-recover-records',
  title: 'Send {count} records again?',
  message: 'Asked again.',
  done: '{count, plural, one {# record sent} other {# records sent}}',
};
const polled: ListDescriptor = {
  name: 'client.list.records',
  label: 'Records',
  empty: 'None.',
  readOnly: true,
  calls: { list: 'client-dns-list-unprocessed' },
  rowName: 'name',
  columns: [{ id: 'name', header: 'Record', cell: 'mono' }],
  refreshEvery: 5,
  bulk: [send],
};

describe('refreshEvery and bulk in the schema', () => {
  it('are accepted on a read-only list, bulk actions with no removal call', () => {
    expect(validate(polled), JSON.stringify(validate.errors)).toBe(true);
  });

  it('refuse an interval that is not whole seconds from 1 s to an hour', () => {
    for (const refreshEvery of [0, 2.5, 3601, '5']) expect(validate({ ...polled, refreshEvery }), String(refreshEvery)).toBe(false);
  });

  it('refuse a bulk action without its call, confirmation or done text, and an empty list of them', () => {
    for (const missing of ['label', 'call', 'title', 'message', 'done'] as const) {
      const { [missing]: _, ...rest } = send;
      expect(validate({ ...polled, bulk: [rest] }), missing).toBe(false);
    }
    expect(validate({ ...polled, bulk: [] })).toBe(false);
  });

  it("give their texts to the catalogue, a segmented filter's too", () => {
    const texts = listTexts({ ...polled, filters: [{ param: 'state', label: 'State', kind: 'segments', choices: [{ value: 'on', label: 'On' }], allLabel: 'All' }] });
    expect(texts).toEqual(expect.arrayContaining(['Send again', send.title, send.message, send.done, 'State', 'On', 'All']));
  });
});

describe('refreshWhile', () => {
  const whileIssuing = { ...polled, refreshWhile: { field: 'status', values: ['processing'] } };
  const interval = (rows: Row[] | undefined) =>
    ((refreshOptions(whileIssuing) as { refetchInterval: unknown }).refetchInterval as (query: { state: { data?: { data?: Row[] } } }) => number | false)({ state: { data: rows && { data: rows } } });

  it('reads again at the interval only while a row has one of its values', () => {
    expect(validate(whileIssuing), JSON.stringify(validate.errors)).toBe(true);
    expect(interval([{ id: 1, status: 'success' }, { id: 2, status: 'processing' }] as Row[])).toBe(5000);
    expect(interval([{ id: 1, status: 'success' }] as Row[])).toBe(false);
    expect(interval(undefined)).toBe(false);
    expect((refreshOptions(polled) as { refetchInterval: unknown }).refetchInterval).toBe(5000);
  });

  it('needs a field and at least one value', () => {
    expect(validate({ ...polled, refreshWhile: { field: 'status', values: [] } })).toBe(false);
    expect(validate({ ...polled, refreshWhile: { values: ['processing'] } })).toBe(false);
  });
});

describe("a bulk action's confirmation and a marked row", () => {
  const renew: BulkAction = { ...send, message: 'Asked again for {names}.', confirmLabel: '{count, plural, one {Renew # record} other {Renew # records}}' };

  it('are accepted and their texts given to the catalogue', () => {
    expect(validate({ ...polled, bulk: [renew], highlight: 'record' }), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...polled, highlight: '' })).toBe(false);
    expect(validate({ ...polled, bulk: [{ ...renew, confirmLabel: '' }] })).toBe(false);
    expect(listTexts({ ...polled, bulk: [renew] })).toContain(renew.confirmLabel);
  });

  it('name the first three rows chosen, then how many more', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(someNames(['a'])).toBe('a');
    expect(someNames(['a', 'b', 'c'])).toBe('a, b, c');
    expect(someNames(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c and 2 more');
  });
});

describe('bulkCall', () => {
  it("sends the chosen rows' keys to the action's call", () => {
    const rows = [{ id: 3, name: 'a' }, { id: 9, name: 'b' }] as Row[];
    expect(bulkCall(send, rows, 'id', {})).toEqual({ operation: 'client-dns-recover-records', path: {}, body: { ids: [3, 9] } });
    expect(bulkCall(send, [{ id: 1, uid: 'x' }] as Row[], 'uid', { siteId: 4 }).body).toEqual({ ids: ['x'] });
  });
});

describe('firstSort', () => {
  it('sorts by the field named, descending with a minus, and not at all without one', () => {
    expect(firstSort('name')).toEqual({ sortBy: 'name', orderBy: 'asc' });
    expect(firstSort('-createdAt')).toEqual({ sortBy: 'createdAt', orderBy: 'desc' });
    expect(firstSort(undefined)).toEqual({});
    expect(validate({ ...polled, sortedBy: '-name' })).toBe(true);
    expect(validate({ ...polled, sortedBy: 'name desc' })).toBe(false);
  });
});

describe('refreshOptions', () => {
  let visible = true;
  beforeEach(() => {
    vi.useFakeTimers();
    visible = true;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (visible ? 'visible' : 'hidden'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
  const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

  function Rows({ list, fetch }: { list: Pick<ListDescriptor, 'refreshEvery'>; fetch: () => Promise<string[]> }) {
    const query = useQuery({ queryKey: ['rows'], queryFn: fetch, ...refreshOptions(list) });
    const kept = useKeptRows(query);
    return <p>{kept.isError ? 'failed' : (kept.data?.join(',') ?? 'loading')}</p>;
  }
  const mount = async (list: Pick<ListDescriptor, 'refreshEvery'>, fetch: () => Promise<string[]>) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    render(
      <QueryClientProvider client={client}>
        <Rows list={list} fetch={fetch} />
      </QueryClientProvider>,
    );
    await wait(0);
    return client;
  };

  it('reads the list again every refreshEvery seconds while the page is seen, its rows kept after a failed refresh', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(['a']).mockRejectedValueOnce(new Error('down')).mockResolvedValue(['a', 'b']);
    const client = await mount({ refreshEvery: 2 }, fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    await wait(1999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByText('a')).toBeTruthy(); // The refresh failed: the rows stay.
    visible = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await wait(10_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    visible = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await wait(2000);
    await wait(100);
    expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('a,b')).toBeTruthy();
    client.clear();
  });

  it('reads a list without refreshEvery once', async () => {
    const fetch = vi.fn().mockResolvedValue(['a']);
    const client = await mount({}, fetch);
    await wait(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    client.clear();
  });
});
