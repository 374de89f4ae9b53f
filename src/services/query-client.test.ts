import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const early = new Map<string, { data: unknown; at: number }>();
vi.mock('../api/transport', () => ({
  hasEarlyReads: () => early.size > 0,
  takeEarlyBody: (path: string) => {
    const body = early.get(path);
    early.delete(path);
    return body;
  },
}));
const { pathOfQueryKey, queryClient } = await import('./query-client');

afterEach(() => {
  early.clear();
  queryClient.clear();
});

describe('pathOfQueryKey', () => {
  it('names the address of a generated hook’s key, its parameters as orval writes them', () => {
    expect(pathOfQueryKey(['/user/sites', { page: 1, pageSize: 10 }])).toBe('/user/sites?page=1&pageSize=10');
    expect(pathOfQueryKey(['/user/site/4101/domains', { page: 1, tags: ['a', 'b'], keywords: undefined, sortBy: null }])).toBe(
      '/user/site/4101/domains?page=1&tags=a&tags=b&sortBy=null',
    );
    expect(pathOfQueryKey(['/user/metaSites'])).toBe('/user/metaSites');
    expect(pathOfQueryKey(['/user/sites', {}])).toBe('/user/sites');
  });

  it('names nothing for a key of another shape', () => {
    expect(pathOfQueryKey(['self', 'user'])).toBeUndefined();
    expect(pathOfQueryKey(['/user/sites', { page: 1 }, 'more'])).toBeUndefined();
    expect(pathOfQueryKey(['/user/sites', 'page'])).toBeUndefined();
    expect(pathOfQueryKey([{ path: '/user/sites' }])).toBeUndefined();
  });
});

describe('a query read early', () => {
  it('starts with the answer that arrived, fresh, and does not ask again', async () => {
    const at = Date.now() - 1_000;
    early.set('/user/sites?page=1&pageSize=10', { data: { data: { list: ['harbor-tea'] } }, at });
    const queryFn = vi.fn(async () => ({ data: { list: [] } }));
    const observer = new QueryObserver(queryClient, { queryKey: ['/user/sites', { page: 1, pageSize: 10 }], queryFn });
    const stop = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: { data: { list: ['harbor-tea'] } }, dataUpdatedAt: at, isStale: false });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queryFn).not.toHaveBeenCalled();
    stop();
  });

  it('leaves the answer alone for a query already in the cache', async () => {
    queryClient.setQueryData(['/user/metaSites'], { data: ['cached'] });
    early.set('/user/metaSites', { data: { data: ['early'] }, at: Date.now() });
    const observer = new QueryObserver(queryClient, { queryKey: ['/user/metaSites'], queryFn: async () => ({ data: ['fetched'] }) });
    expect(observer.getCurrentResult().data).toEqual({ data: ['cached'] });
    expect(early.has('/user/metaSites')).toBe(true);
  });
});
