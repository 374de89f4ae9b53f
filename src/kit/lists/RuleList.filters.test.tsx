// A list on screen with the format's h-lists12 features: a narrower call (`calls.unfiltered`) reads the rows until a
// filter is set; then the list call, with the path's query parameters (`queryFromPath`) and the filters holding
// several values (`tags` checked by its `format`, a value that is not said and not sent; `multiselect`), each a list;
// an override's buttons after the filters (`toolbarEnd`) are given the filters as sent.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListDescriptor } from './descriptor';
import type { ListOverride, ListScope, OverrideProps } from './scope';

const calls = vi.hoisted(() => vi.fn<(operation: string, args: unknown) => Promise<unknown>>());
vi.mock('../../schema-form/operations', async (actual) => ({
  ...(await actual<typeof import('../../schema-form/operations')>()),
  callOperation: (operation: string, args: unknown) => calls(operation, args),
}));

const { RuleList } = await import('./RuleList');
const { listParts } = await import('./list-parts');
const { ListScopeContext } = await import('./scope');

if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

const blocked: ListDescriptor = {
  name: 'user.list.testBlocked',
  label: 'Blocked IPs of {place}',
  empty: 'None.',
  emptyFiltered: 'None matches.',
  readOnly: true,
  calls: { list: 'user-firewall-list-all-block-ips', unfiltered: 'user-firewall-list-block-ips' },
  queryFromPath: { siteID: 'siteId' },
  keyFields: ['siteID', 'ip'],
  rowName: 'ip',
  sortedBy: '-blockedAt',
  override: 'testBlocked',
  filters: [
    { param: 'ips', label: 'Search by IP', kind: 'tags', format: 'ip', invalid: 'Not an IP: {values}' },
    { param: 'causes', label: 'Cause', kind: 'multiselect', type: 'number', choices: [{ value: '3', label: 'Deny list' }, { value: '4', label: 'Anti-CC' }] },
  ],
  columns: [{ id: 'ip', header: 'IP', cell: 'mono', sortable: true }],
};

/** Names the filters it is given, as sent. */
function Sent({ filters }: OverrideProps) {
  return <output aria-label="Filters sent">{JSON.stringify(filters)}</output>;
}
const testBlocked: ListOverride = { toolbarEnd: Sent };
const scope: ListScope = { ...listParts({ overrides: [{ testBlocked }] }), path: { siteId: 4101 }, placeName: 'shop.example', domainNames: new Map() };

function show() {
  calls.mockImplementation(async () => ({ data: [{ id: 0, ip: '203.0.113.45', siteID: 4101 }], total: 1 }));
  return render(
    <MemoryRouter initialEntries={['/user/sitesManagement/blockList']}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nProvider i18n={i18n}>
          <MantineProvider>
            <ListScopeContext.Provider value={scope}>
              <RuleList list={blocked} />
            </ListScopeContext.Provider>
          </MantineProvider>
        </I18nProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
const lastCall = () => calls.mock.calls.at(-1)!;
/** Types a value in a tags filter and ends it with Enter. */
const type = (label: string, value: string) => userEvent.type(screen.getByRole('combobox', { name: label }), `${value}{Enter}`);

afterEach(() => {
  cleanup();
  calls.mockReset();
});

describe('a list read by a narrower call until filtered, with filters holding several values', () => {
  it('reads the narrower call on the path, sent the paging only, while nothing is filtered', async () => {
    show();
    await waitFor(() => expect(calls).toHaveBeenCalled());
    expect(lastCall()).toEqual(['user-firewall-list-block-ips', { path: { siteId: 4101 }, query: { page: 1, pageSize: expect.any(Number) } }]);
    expect(screen.getByRole('status', { name: 'Filters sent' })).toHaveTextContent('{}');
  });

  it('reads the list call with the path\'s site and the IPs typed once one is; a value that is no IP is said and not sent', async () => {
    show();
    await waitFor(() => expect(calls).toHaveBeenCalled());
    await type('Search by IP', 'nope');
    expect(await screen.findByText('Not an IP: nope')).toBeInTheDocument();
    expect(lastCall()[0]).toBe('user-firewall-list-block-ips');
    await type('Search by IP', '203.0.113.45');
    await waitFor(() => expect(lastCall()[0]).toBe('user-firewall-list-all-block-ips'));
    expect(lastCall()[1]).toEqual({
      path: { siteId: 4101 },
      query: expect.objectContaining({ page: 1, sortBy: 'blockedAt', orderBy: 'desc', siteID: 4101, ips: ['203.0.113.45'] }),
    });
    expect(screen.getByRole('status', { name: 'Filters sent' })).toHaveTextContent('{"ips":["203.0.113.45"]}');
  });

  it('sends the causes chosen as numbers, and again reads the narrower call once every filter is cleared', async () => {
    show();
    await waitFor(() => expect(calls).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('combobox', { name: 'Cause' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Anti-CC', hidden: true }));
    await waitFor(() => expect(lastCall()[1]).toEqual({ path: { siteId: 4101 }, query: expect.objectContaining({ causes: [4], siteID: 4101 }) }));
    expect(lastCall()[0]).toBe('user-firewall-list-all-block-ips');
    await userEvent.type(screen.getByRole('combobox', { name: 'Cause' }), '{Backspace}');
    await waitFor(() => expect(lastCall()[0]).toBe('user-firewall-list-block-ips'));
  });
});
