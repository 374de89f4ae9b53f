// @vitest-environment node
// An automatic certificate's toast follows the application (issue 25): issued, failed or still pending, per domain.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDomain } from '../../../api/generated/model';

const list = vi.fn();
vi.mock('../../../api/generated/hooks/site-domain/site-domain', () => ({ userSiteDomainListDomains: (siteId: number, params: unknown) => list(siteId, params) }));
// Unit files share their modules (isolate: false): a file run earlier may have loaded the real module already.
vi.resetModules();
const { followAutoSsl } = await import('./follow-auto-ssl');

type State = UserDomain['autoSSL']['status'];
const domain = (id: number, domainName: string, status: State, certStatus: UserDomain['certStatus'] = 'processing') =>
  ({ id, domainName, certStatus, autoSSL: { enabled: true, status } }) as UserDomain;
const noWait = () => Promise.resolve();

beforeEach(() => {
  list.mockReset();
});

describe('followAutoSsl', () => {
  it('reads again while pending, then reports issued and failed domains by name', async () => {
    list
      .mockResolvedValueOnce({ data: [domain(1, 'a.example', 'pending'), domain(2, 'b.example', 'pending')], total: 2 })
      .mockResolvedValueOnce({ data: [domain(1, 'a.example', 'active', 'success'), domain(2, 'b.example', 'applyFailed', 'failed'), domain(3, 'c.example', 'pending')], total: 3 });
    const outcome = await followAutoSsl(4109, [{ id: 1, domainName: 'a.example' }, { id: 2, domainName: 'b.example' }], { wait: noWait });
    expect(outcome).toEqual({ issued: ['a.example'], failed: ['b.example'], pending: [] });
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('asks for one domain by its name, and stops at the limit while still pending', async () => {
    list.mockResolvedValue({ data: [domain(1, 'a.example', 'pending')], total: 1 });
    const outcome = await followAutoSsl(4109, [{ id: 1, domainName: 'a.example' }], { wait: noWait, limitMs: 0 });
    expect(outcome.pending).toEqual(['a.example']);
    expect(list).toHaveBeenCalledWith(4109, expect.objectContaining({ keywords: ['a.example'] }));
  });
});
