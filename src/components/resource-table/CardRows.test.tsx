// A list on a phone reads as cards (issue 25): the first column titles each card, the actions sit at its right, the
// other columns are "label: value" lines; above the phone breakpoint the same list is a table.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../../tests/render-in-console';
import { cardLayout } from './CardRows';
import { columnsFor, ResourceTable } from './ResourceTable';

type Site = { id: number; name: string; cname: string; plan: string };
const column = columnsFor<Site>();
const columns = [
  // An accessor column's id is its key (TanStack's), as the console's columns write it.
  column.accessor('name', { header: () => 'Site' }),
  column.accessor('cname', { header: () => 'CNAME' }),
  column.accessor('plan', { id: 'plan', header: 'Plan' }),
  column.display({ id: 'actions', header: '', cell: ({ row }) => <button type="button">{`Edit ${row.original.name}`}</button> }),
];
const sites: Site[] = [
  { id: 1, name: 'harbor-tea.example', cname: 'tea.cdn.example', plan: 'Business' },
  { id: 2, name: 'northwind.example', cname: 'nw.cdn.example', plan: 'Basic' },
];

function renderList(width: 'phone' | 'desktop') {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...original(query), matches: width === 'phone' && query.includes('max-width') }));
  const query = { data: { data: sites }, isPending: false, isError: false, refetch: () => undefined };
  renderInConsole(
    <QueryClientProvider client={new QueryClient()}>
      <ResourceTable label="Sites" columns={columns} query={query} rowId={(site) => String(site.id)} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('cards on a phone', () => {
  it('puts the first plain column in the title, the actions aside, the rest as lines', () => {
    expect(cardLayout(['__select', 'name', 'cname', 'plan', 'actions'])).toEqual({ select: '__select', title: 'name', actions: 'actions', lines: ['cname', 'plan'] });
    expect(cardLayout(['name'])).toEqual({ select: undefined, title: 'name', actions: undefined, lines: [] });
  });

  it('shows each row as a card of labelled lines below the breakpoint', () => {
    renderList('phone');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('region', { name: 'Sites' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('harbor-tea.example')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Edit harbor-tea.example' })).toBeInTheDocument();
    const terms = first.getAllByRole('term').map((term) => term.textContent);
    const values = first.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['CNAME', 'Plan']);
    expect(values).toEqual(['tea.cdn.example', 'Business']);
  });

  it('stays a table above it', () => {
    renderList('desktop');
    expect(screen.getByRole('table', { name: 'Sites' })).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
