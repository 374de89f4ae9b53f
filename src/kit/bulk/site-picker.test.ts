// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { operation: string; query: Record<string, unknown> }[] = [];
vi.mock('../../schema-form/operations', () => ({
  callOperation: vi.fn(async (operation: string, args: { query: Record<string, unknown> }) => {
    calls.push({ operation, query: args.query });
    // 1203 sites; each has an owner (the client's customer).
    const total = 1203;
    const { page, pageSize } = args.query as { page: number; pageSize: number };
    const data = Array.from({ length: Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)) }, (_, i) => {
      const id = (page - 1) * pageSize + i + 1;
      return { id, siteName: `s${id}.example`, tags: [], productName: 'P', users: [{ accountName: id % 2 ? 'odd-customer' : 'even-customer', isRoot: true }] };
    });
    return { data, total };
  }),
}));

const { allMatching } = await import('./SitePicker');

beforeEach(() => {
  calls.length = 0;
});

describe('select all matching', () => {
  it('walks every page of the list call with the filters, leaving out the site the change comes from', async () => {
    const sites = await allMatching('user', { siteName: ' shop ', tags: ['a', 'b'], product: '3', customer: null }, 7);
    expect(sites).toHaveLength(1202);
    expect(sites.some((site) => site.id === 7)).toBe(false);
    expect(calls.map((c) => c.query.page)).toEqual([1, 2, 3]);
    expect(calls[0]).toEqual({ operation: 'user-site-list-sites', query: { page: 1, pageSize: 500, siteName: 'shop', tags: 'a,b', productID: 3 } });
  });

  it("in the client console, filters by customer (the client's list has none) and names the product", async () => {
    const sites = await allMatching('client', { siteName: '', tags: [], product: 'Business', customer: 'odd-customer' });
    expect(sites).toHaveLength(602);
    expect(sites.every((site) => site.id % 2 === 1)).toBe(true);
    expect(calls[0]).toEqual({ operation: 'client-site-list-sites', query: { page: 1, pageSize: 500, siteName: undefined, tags: undefined, productName: 'Business' } });
  });
});
