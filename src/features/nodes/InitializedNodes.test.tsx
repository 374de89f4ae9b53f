// The node list screen itself (not only the polling options): it reads its list and its counts every 5000 ms while
// the page is visible, never while hidden nor once left; a failed refresh keeps the rows with their age and a retry;
// the selection and the scroll position stay across refreshes.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Node } from '../../api/generated/model';

// The generated hooks, each answered by a test function through TanStack Query with the options the screen gives.
const answers = vi.hoisted(() => ({
  nodes: vi.fn<(params: unknown) => Promise<{ data: unknown[]; total: number }>>(),
  nums: vi.fn<() => Promise<unknown>>(),
}));
vi.mock('../../api/generated/hooks/node/node', () => ({
  useClientNodeListInitializedNodes: (params: unknown, options?: { query?: object }) =>
    useQuery({ queryKey: ['/client/nodes/initialized', params], queryFn: () => answers.nodes(params), ...options?.query }),
  useClientNodeGetNodeNums: (params: unknown, options?: { query?: object }) =>
    useQuery({ queryKey: ['/client/node/nums', params], queryFn: () => answers.nums(), ...options?.query }),
  useClientNodeGetSystem: () => ({ data: undefined, isPending: true }),
}));
vi.mock('../../api/generated/hooks/zone/zone', () => ({
  useClientZoneListMetaZones: () => useQuery({ queryKey: ['/client/metaZones'], queryFn: async () => ({ data: [{ id: 1, name: 'Taipei' }] }) }),
}));
vi.mock('../../api/generated/hooks/group/group', () => ({
  useClientGroupListMetaGroups: () => useQuery({ queryKey: ['/client/metaGroups'], queryFn: async () => ({ data: [{ id: 11, name: 'tpe-main', zoneID: 1 }] }) }),
}));

const { InitializedNodes } = await import('./InitializedNodes');

const node = (id: number, status: Node['status'] = 'normal'): Node =>
  ({
    id, name: `edge-tpe-${String(id).padStart(2, '0')}`, ip: `203.0.113.${id}`, kind: 'normal', tier: 'edge', portType: 'L7', bandwidth: 1000, memo: '',
    role: 'main', monitor: { type: 'none', url: null, port: null, content: '', interval: 60, failureAction: 'none' }, monitorStatus: 'normal',
    version: '3.8.2', subNodes: [], subIPs: [], subNodeType: null, status, upgradeStatus: 'updateComplete', dnsStatus: 'active', logRotateTime: 0,
    geneva: { enable: false, version: 'v1', window: 10 }, zoneID: 1, zoneName: 'Taipei', groupIDs: [], createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
  }) as Node;
const counts = { all: { total: 40, unknown: 0, normal: 40, error: 0, natsError: 0, paused: 0, offline: 0, reconnect: 0 }, zones: [] };
/** Each answer is a new array of new objects, as a real refresh is. */
const page = (status: Node['status'] = 'normal') => ({ data: Array.from({ length: 40 }, (_, i) => node(i + 1, status)), total: 40 });

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

function mount() {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const view = render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <InitializedNodes />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  return { view, client };
}

// The whole screen renders in jsdom (Mantine, the table, ten filters): slower than a unit, more on a busy machine.
describe('the initialised nodes screen', { timeout: 90_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    // jsdom lays nothing out: the scrolling box gets a size, so the virtualizer shows rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    answers.nodes.mockReset().mockImplementation(async () => page());
    answers.nums.mockReset().mockImplementation(async () => ({ data: counts }));
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('reads the list and the counts every 5000 ms while visible, not while hidden, and never once left', async () => {
    const { view, client } = mount();
    await wait(0);
    expect(answers.nodes).toHaveBeenCalledTimes(1);
    expect(answers.nums).toHaveBeenCalledTimes(1);
    await wait(5000);
    expect(answers.nodes).toHaveBeenCalledTimes(2);
    expect(answers.nums).toHaveBeenCalledTimes(2);
    setVisibility('hidden');
    await wait(60_000);
    expect(answers.nodes).toHaveBeenCalledTimes(2);
    expect(answers.nums).toHaveBeenCalledTimes(2);
    setVisibility('visible');
    await wait(5000);
    expect(answers.nodes).toHaveBeenCalledTimes(3);
    view.unmount();
    await wait(60_000);
    expect(answers.nodes).toHaveBeenCalledTimes(3);
    expect(answers.nums).toHaveBeenCalledTimes(3);
    client.clear();
  });

  it('keeps the rows of a failed refresh, says how old they are and retries', async () => {
    const { view, client } = mount();
    await wait(0);
    expect(screen.getByRole('button', { name: 'edge-tpe-01' })).toBeInTheDocument();
    answers.nodes.mockRejectedValueOnce(new Error('down'));
    await wait(5000);
    await wait(10);
    expect(answers.nodes).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Refresh failed: showing the data from 5 s ago\.$/);
    expect(screen.getByRole('button', { name: 'edge-tpe-01' })).toBeInTheDocument();
    await wait(2000);
    expect(screen.getByRole('alert')).toHaveTextContent('from 7 s ago');
    answers.nodes.mockImplementationOnce(async () => page('paused'));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await wait(10);
    expect(answers.nodes).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/^Updated 0 s ago/)).toBeInTheDocument();
    expect(screen.getAllByText('Paused (backup serving)').length).toBeGreaterThan(0);
    view.unmount();
    client.clear();
  });

  it('keeps the selection and the scroll position across refreshes', async () => {
    const { view, client } = mount();
    await wait(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select edge-tpe-02' }));
    const box = screen.getByRole('region', { name: 'Initialised nodes: scrollable list' });
    box.scrollTop = 240;
    fireEvent.scroll(box);
    answers.nodes.mockImplementation(async () => page('offline'));
    await wait(5000);
    await wait(10);
    expect(answers.nodes).toHaveBeenCalledTimes(2);
    expect(screen.getAllByText('Offline').length).toBeGreaterThan(0);
    expect(screen.getByRole('checkbox', { name: 'Select edge-tpe-02' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Initialised nodes: scrollable list' })).toBe(box);
    expect(box.scrollTop).toBe(240);
    view.unmount();
    client.clear();
  });
});
