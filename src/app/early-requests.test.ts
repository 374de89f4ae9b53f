// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as { path: string; params: unknown }[]);
vi.mock('../api/client', () => ({
  callOptions: () => ({ baseUrl: '/api/v1' }),
  api: {
    GET: (path: string, options: { params: unknown }) => {
      calls.push({ path, params: options.params });
      return path.endsWith('/account/self') ? Promise.resolve({ data: { data: { id: 7 } } }) : Promise.reject(new Error('refused'));
    },
  },
}));

vi.mock('../api/areas', () => ({ readTokens: () => ({ accessToken: 'a', refreshToken: 'r', tokenType: 'Bearer' }) }));

const reads = vi.hoisted(() => [] as string[]);
vi.mock('../api/transport', () => ({ readEarly: (path: string) => reads.push(path) }));

describe('the early requests of a signed-in page', () => {
  beforeEach(() => {
    calls.length = 0;
    reads.length = 0;
  });

  it('asks for own information and an end user’s announcements as the page starts, and hands each answer over once', async () => {
    vi.resetModules();
    const { sendEarlyRequests } = await import('./early-requests');
    const { takeEarly } = await import('../services/early-answers');
    sendEarlyRequests('user');
    expect(calls).toEqual([
      { path: '/{kind}/account/self', params: { path: { kind: 'user' } } },
      { path: '/user/announcements', params: { query: { page: 1, pageSize: 20 } } },
    ]);
    await expect(takeEarly('user', 'self')).resolves.toEqual({ data: { id: 7 } });
    expect(takeEarly('user', 'self')).toBeUndefined();
    // A failure is the taker's to see (and nobody's when it is never taken: no unhandled rejection).
    await expect(takeEarly('user', 'announcements')).rejects.toThrow('refused');
    // The shell's branding, read early through the transport: the shell's first GET of it takes the answer.
    expect(reads).toEqual(['/user/logo']);
  });

  it('asks a client console for its own information only (its banner needs that information first)', async () => {
    vi.resetModules();
    const { sendEarlyRequests } = await import('./early-requests');
    const { takeEarly } = await import('../services/early-answers');
    sendEarlyRequests('client');
    expect(calls.map((call) => call.path)).toEqual(['/{kind}/account/self']);
    expect(takeEarly('client', 'announcements')).toBeUndefined();
    expect(takeEarly('user', 'self')).toBeUndefined();
    expect(reads).toEqual(['/client/logo']);
  });
});
