// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { domainBulkCalls, idsBySite, matchingFirst } from './domain-groups';

describe('domains across customers', () => {
  it('groups the chosen domains by site, once each', () => {
    expect(idsBySite([{ id: 1, siteID: 10 }, { id: 2, siteID: 20 }, { id: 3, siteID: 10 }, { id: 1, siteID: 10 }])).toEqual([
      { siteId: 10, ids: [1, 3] },
      { siteId: 20, ids: [2] },
    ]);
    expect(idsBySite([])).toEqual([]);
  });

  it('puts the rows at hand first among every matching id', () => {
    expect(matchingFirst([{ id: 7 }, { id: 3 }, { id: 99 }], [1, 3, 5, 7])).toEqual([7, 3, 1, 5]);
  });

  it('makes an action once per site with the body each call sends; HTTPS is forced only where a domain has an HTTPS port', () => {
    const https = { https: [443] };
    const none = { https: [] };
    const rows = [
      { id: 1, siteID: 10, siteName: 'a.example', scheme: https },
      { id: 2, siteID: 20, siteName: 'b.example', scheme: none },
      { id: 3, siteID: 10, siteName: 'a.example', scheme: none },
    ];
    expect(domainBulkCalls('disable', rows)).toEqual([
      { operation: 'user-siteDomain-set-status', path: { siteId: 10 }, body: { ids: [1, 3], status: 0 }, siteName: 'a.example' },
      { operation: 'user-siteDomain-set-status', path: { siteId: 20 }, body: { ids: [2], status: 0 }, siteName: 'b.example' },
    ]);
    expect(domainBulkCalls('forceOn', rows)).toEqual([{ operation: 'user-siteDomain-set-force-ssl', path: { siteId: 10 }, body: { ids: [1], forceSSL: true }, siteName: 'a.example' }]);
    expect(domainBulkCalls('cname', rows).map((call) => call.body)).toEqual([{ ids: [1, 3] }, { ids: [2] }]);
  });
});
