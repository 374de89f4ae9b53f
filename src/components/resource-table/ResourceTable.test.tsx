// A refresh of a list (new data array, rows kept by TanStack Query's structural sharing) renders only the rows whose
// data changed; a row whose data object is kept is left as it is.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { columnsFor, ResourceTable } from './ResourceTable';

type Item = { id: number; name: string };
const column = columnsFor<Item>();
const renders: Record<number, number> = {};
const columns = [
  column.accessor('name', {
    header: () => 'Name',
    cell: ({ row }) => {
      renders[row.original.id] = (renders[row.original.id] ?? 0) + 1;
      return <span>{row.original.name}</span>;
    },
  }),
];
const rowId = (item: Item) => String(item.id);

function List({ data }: { data: Item[] }) {
  const query = { data: { data }, isPending: false, isError: false, refetch: () => undefined };
  return <ResourceTable label="Items" columns={columns} query={query} rowId={rowId} />;
}

describe('ResourceTable refresh', () => {
  // jsdom lays nothing out: the scrolling box gets a size, so the virtualizer shows rows.
  beforeAll(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });
  afterAll(() => vi.restoreAllMocks());
  it('renders again only the rows whose data changed', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const client = new QueryClient();
    const wrap = (data: Item[]) => (
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={client}>
            <List data={data} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>
    );
    const a = { id: 1, name: 'alpha' };
    const b = { id: 2, name: 'beta' };
    const c = { id: 3, name: 'gamma' };
    const view = render(wrap([a, b, c]));
    expect(await screen.findByText('gamma')).toBeInTheDocument();
    const before = { ...renders };
    // A refetch: a new array, the same objects for the unchanged rows, a new one for the changed row.
    view.rerender(wrap([a, { id: 2, name: 'beta 2' }, c]));
    expect(await screen.findByText('beta 2')).toBeInTheDocument();
    expect(screen.getByText('alpha')).toBeInTheDocument();
    expect(renders[1]).toBe(before[1]);
    expect(renders[3]).toBe(before[3]);
    expect(renders[2]).toBe((before[2] ?? 0) + 1);
  });

  it('keeps what a cell holds open when its screen rebuilds the columns (a refetch, new filter choices)', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const client = new QueryClient();
    /** A cell holding state of its own, as an actions menu holds whether it is open. */
    function Toggle({ name }: { name: string }) {
      const [open, setOpen] = useState(false);
      return <button onClick={() => setOpen(true)}>{open ? `${name} open` : `${name} closed`}</button>;
    }
    // Every render makes new column definitions, with new cell functions (closures), as screens do.
    const rebuilt = (suffix: string) => [column.accessor('name', { id: 'name', header: () => 'Name', cell: ({ row }) => <Toggle name={`${row.original.name}${suffix}`} /> })];
    const query = (data: Item[]) => ({ data: { data }, isPending: false, isError: false, refetch: () => undefined });
    const wrap = (suffix: string, data: Item[]) => (
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={client}>
            <ResourceTable label="Items" columns={rebuilt(suffix)} query={query(data)} rowId={rowId} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>
    );
    const a = { id: 1, name: 'alpha' };
    const view = render(wrap('', [a]));
    fireEvent.click(await screen.findByText('alpha closed'));
    expect(screen.getByText('alpha open')).toBeInTheDocument();
    // New columns and a refetched row: the cell is the same component, its state kept, its new closure used.
    view.rerender(wrap('!', [{ ...a }]));
    expect(await screen.findByText('alpha! open')).toBeInTheDocument();
  });

  it('keeps the room of a page of rows while they load, then gives it back to fewer rows', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const client = new QueryClient();
    const list = { page: 1, pageSize: 10, filters: {}, setPage: () => undefined, setPageSize: () => undefined, setSort: () => undefined, setFilters: () => undefined, params: { page: 1, pageSize: 10 } };
    const wrap = (query: { data?: { data: Item[] }; isPending: boolean }) => (
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={client}>
            <ResourceTable label="Paged items" columns={columns} query={{ ...query, isError: false, refetch: () => undefined }} list={list} rowId={rowId} empty="None yet." />
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>
    );
    const view = render(wrap({ isPending: true }));
    // Ten rows of the estimate (46 px): not the short loader row that made the page jump when the rows came.
    const loading = screen.getByLabelText('Loading').closest('td')!;
    expect(loading.style.height).toBe('460px');
    view.rerender(wrap({ data: { data: [] }, isPending: false }));
    expect(await screen.findByText('None yet.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading')).toBeNull();
  });

  it('marks the row a link opened the list for and brings it into view', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.textContent ?? '');
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
    const items = [1, 2, 3].map((id) => ({ id, name: `node ${id}` }));
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={new QueryClient()}>
            <ResourceTable label="Nodes" columns={columns} query={{ data: { data: items }, isPending: false, isError: false, refetch: () => undefined }} rowId={rowId} highlight="2" />
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>,
    );
    const row = (await screen.findByText('node 2')).closest('tr')!;
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('node 1').closest('tr')).not.toHaveAttribute('aria-current');
    await vi.waitFor(() => expect(scrolled).toContain('node 2'));
  });
});
