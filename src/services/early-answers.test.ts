// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { giveEarly as GiveEarly } from './early-answers';

const session = vi.hoisted(() => ({ token: 'a' as string | null }));
vi.mock('../api/areas', () => ({ readTokens: () => (session.token ? { accessToken: session.token, refreshToken: 'r', tokenType: 'Bearer' } : null) }));
// The console's test files share their modules within a worker (isolate: false): a file run before this one may have
// loaded early-answers.ts with the real readTokens (no token in either session, so "another session" went unseen).
// Loaded afresh, it reads the mock above.
vi.resetModules();
const { giveEarly, takeEarly, takingEarly } = await import('./early-answers');

type Self = Parameters<typeof GiveEarly<'self'>>[2];
const self = (id: number) => Promise.resolve({ data: { id } } as unknown as Awaited<Self>);

describe('answers asked for as a signed-in page starts', () => {
  it('are taken by the first fetch of the query, which then asks for itself', async () => {
    const ask = vi.fn(() => self(2));
    const options = takingEarly('client', 'self', { queryKey: ['self'], queryFn: ask });
    giveEarly('client', 'self', self(1));
    await expect(options.queryFn()).resolves.toEqual({ data: { id: 1 } });
    expect(ask).not.toHaveBeenCalled();
    await expect(options.queryFn()).resolves.toEqual({ data: { id: 2 } });
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('are nobody’s once the page works in another session (a sub-user’s console opened in this tab)', async () => {
    session.token = 'opener';
    giveEarly('user', 'self', self(1));
    session.token = 'sub-user';
    expect(takeEarly('user', 'self')).toBeUndefined();
    session.token = 'a';
  });

  it('keep to their console and their key, and a failure is its taker’s only', async () => {
    giveEarly('user', 'announcements', Promise.reject(new Error('refused')));
    expect(takeEarly('admin', 'announcements')).toBeUndefined();
    expect(takeEarly('user', 'self')).toBeUndefined();
    await expect(takeEarly('user', 'announcements')).rejects.toThrow('refused');
    expect(takeEarly('user', 'announcements')).toBeUndefined();
  });
});
