import { describe, expect, it } from 'vitest';
import { buildApiCall } from '../../schema-form/api-call/snippet';
import { unblockApiCalls, unblocksBySite } from './unblock-calls';

const row = (siteID: number, ip: string, siteName?: string) => ({ siteID, ip, siteName });

describe('unblocking chosen rows', () => {
  it('makes one call per site with each IP once, in the order the sites appear', () => {
    const calls = unblocksBySite([row(7, '203.0.113.9', 'shop.example'), row(3, '198.51.100.4'), row(7, '203.0.113.10', 'shop.example'), row(7, '203.0.113.9', 'shop.example')]);
    expect(calls).toEqual([
      { siteId: 7, siteName: 'shop.example', body: { ips: ['203.0.113.9', '203.0.113.10'] } },
      { siteId: 3, siteName: '3', body: { ips: ['198.51.100.4'] } },
    ]);
  });

  it('keeps an IP blocked on two sites in both calls (each site lifts its own block)', () => {
    const calls = unblocksBySite([row(1, '192.0.2.1'), row(2, '192.0.2.1')]);
    expect(calls.map((call) => [call.siteId, call.body.ips])).toEqual([
      [1, ['192.0.2.1']],
      [2, ['192.0.2.1']],
    ]);
  });

  it('offers the same requests as API calls: the method, the site in the path and the body sent', () => {
    const single = unblockApiCalls('user-firewall-delete-block-ips', unblocksBySite([row(42, '192.0.2.77', 'a.example')]));
    expect(single).toEqual([{ operation: 'user-firewall-delete-block-ips', path: { siteId: 42 }, body: { ips: ['192.0.2.77'] } }]);
    const built = buildApiCall(single[0]!, { baseUrl: 'https://api.example/api/v1' });
    expect(built.curl).toContain("-X DELETE 'https://api.example/api/v1/user/site/42/firewall/setting/blockIPs'");
    expect(built.curl).toContain(`--data-raw '{"ips":["192.0.2.77"]}'`);

    const several = unblockApiCalls('user-firewall-delete-block-ips', unblocksBySite([row(1, '192.0.2.1', 'a.example'), row(2, '192.0.2.2', 'b.example')]));
    expect(several.map((call) => call.label)).toEqual(['a.example', 'b.example']);
  });
});
