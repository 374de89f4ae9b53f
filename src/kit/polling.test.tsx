// Polling while the page is seen (the node lists, list descriptors with `refreshEvery`): every 5 s only while the page is visible, never after it is left.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NODE_LIST_REFRESH_MS, pollWhileVisible } from './polling';

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

function Polled({ fetch }: { fetch: () => Promise<number> }) {
  const query = useQuery({ queryKey: ['nodes'], queryFn: fetch, ...pollWhileVisible(NODE_LIST_REFRESH_MS) });
  return <p>{query.data ?? 'loading'}</p>;
}

describe('polling while visible', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  async function mount() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    let n = 0;
    const fetch = vi.fn(async () => (n += 1));
    const view = render(
      <QueryClientProvider client={client}>
        <Polled fetch={fetch} />
      </QueryClientProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    return { fetch, view, client };
  }
  const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

  it('refreshes every 5000 ms while the page is visible', async () => {
    const { fetch } = await mount();
    expect(fetch).toHaveBeenCalledTimes(1);
    await wait(4999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await wait(10_000);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('stops while the page is hidden and starts again when it is shown', async () => {
    const { fetch } = await mount();
    await wait(5000);
    expect(fetch).toHaveBeenCalledTimes(2);
    setVisibility('hidden');
    await wait(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    setVisibility('visible');
    await wait(5000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('stops for good once the page is left', async () => {
    const { fetch, view, client } = await mount();
    await wait(5000);
    expect(fetch).toHaveBeenCalledTimes(2);
    view.unmount();
    await wait(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    client.clear();
  });

  it('keeps the last data when a refresh fails', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const fetch = vi.fn().mockResolvedValueOnce(7).mockRejectedValueOnce(new Error('down'));
    const view = render(
      <QueryClientProvider client={client}>
        <Polled fetch={fetch} />
      </QueryClientProvider>,
    );
    await wait(0);
    expect(view.container.textContent).toBe('7');
    await wait(5000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(client.getQueryState(['nodes'])?.status).toBe('error');
    expect(view.container.textContent).toBe('7');
    view.unmount();
  });
});
