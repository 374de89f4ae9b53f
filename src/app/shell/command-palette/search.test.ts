import { describe, expect, it } from 'vitest';
import type { Permissions } from '../../../api/generated/model';
import { offered } from '../../../services/screen';
import { usableScreens } from '../../../services/screen-access';
import { SCREENS } from '../../screens';
import { accountPath, autoCertificatePath, looksLikeIp, nodePath, searchSources } from './search';

const root: Permissions = { isRoot: true, metaRoles: [], siteIDs: null, viaApiToken: false };
/** The query parameters each source sends, by its key. */
const sent = (sources: ReturnType<typeof searchSources>) =>
  Object.fromEntries(sources.map((source) => [source.key, JSON.stringify(source.options.queryKey)]));

describe('the palette searches', () => {
  it('tells typed IP parts from names', () => {
    for (const text of ['203.0.113.132', '192.0.2.45', '203.0.113', '2001:db8::1', '10']) expect(looksLikeIp(text), text).toBe(true);
    for (const text of ['edge-tpe-01', 'cafe', 'shop.example', 'abc.def', '1.2.3.4.5.6.7.8.9.10.11.12.13.14.15.16.17.18.19.20']) expect(looksLikeIp(text), text).toBe(false);
  });

  it('finds nodes by IP in the client console, initialised ones and those waiting, each opening the list filtered to it', () => {
    const sources = searchSources('client', '203.0.113.132', SCREENS.client, [], root);
    const keys = sources.map((source) => source.key);
    expect(keys).toEqual(expect.arrayContaining(['nodes', 'nodes-ip', 'nodes-waiting', 'sites', 'domains', 'customers', 'certificates']));
    expect(sent(sources)['nodes-ip']).toContain('"ip":"203.0.113.132"');
    expect(sent(sources)['nodes-waiting']).toContain('"ip":"203.0.113.132"');
    expect(sent(sources).nodes).toContain('"name":"203.0.113.132"');
    // A name is not sent as an IP.
    expect(searchSources('client', 'edge-khh', SCREENS.client, [], root).map((source) => source.key)).not.toContain('nodes-ip');
    expect(nodePath({ id: 113, ip: '203.0.113.132' }, true)).toBe('/client/nodeManage/nodesList?ip=203.0.113.132&node=113');
    expect(nodePath({ id: 71, ip: '192.0.2.45' }, false)).toBe('/client/nodeManage/nodesList?view=uninitialized&ip=192.0.2.45&node=71');
    expect(accountPath('client', { id: 7, accountName: 'a b' })).toBe('/client/userManagement/users?name=a+b&account=7');
    expect(autoCertificatePath({ id: 3, domainName: 'shop.example' })).toBe('/client/sitesManagement/autoSSLManagement?domainName=shop.example&certificate=3');
  });

  it('searches only what the screens the account may use open', () => {
    // A sub-client without users.manage has no Users screen: customers are not searched.
    const subClient: Permissions = { isRoot: false, metaRoles: [], siteIDs: null, viaApiToken: false };
    const screens = usableScreens(SCREENS.client, 'client', subClient).filter((screen) => offered(screen, subClient));
    const keys = searchSources('client', 'north', screens, [], subClient).map((source) => source.key);
    expect(keys).not.toContain('customers');
    expect(keys).toContain('sites');
    // No node screen, no node search.
    const noNodes = SCREENS.client.filter((screen) => !screen.path.startsWith('nodeManage/nodesList'));
    expect(searchSources('client', '192.0.2.45', noNodes, [], root).map((source) => source.key)).not.toContain('nodes-ip');
  });

  it('in the user console, domains and certificates are searched only in the sites the role covers', () => {
    const sites = [
      { id: 4105, siteName: 'blog.example' },
      { id: 4106, siteName: 'shop.example' },
    ];
    const limited: Permissions = { isRoot: false, metaRoles: [], siteIDs: [4105], viaApiToken: false };
    const keys = searchSources('user', 'tea', SCREENS.user, sites, limited).map((source) => source.key);
    expect(keys).toEqual(expect.arrayContaining(['sites', 'domains-4105', 'certificates-4105']));
    expect(keys).not.toContain('domains-4106');
    expect(keys).not.toContain('certificates-4106');
    expect(sent(searchSources('user', 'tea', SCREENS.user, sites, root))['certificates-4106']).toContain('"sslName":"tea"');
  });

  it('a text longer than a list call takes is not sent to it', () => {
    const long = 'x'.repeat(70);
    const keys = searchSources('client', long, SCREENS.client, [], root).map((source) => source.key);
    expect(keys).not.toContain('sites');
    expect(keys).toContain('domains');
  });
});
