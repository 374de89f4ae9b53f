// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptsTokenOf } from './call-area';
import { installCookieJar } from './test-cookies';

installCookieJar();
const { areaOfCall } = await import('./transport');

const onPage = (pathname: string) => vi.stubGlobal('location', { pathname, protocol: 'http:' });
afterEach(() => vi.unstubAllGlobals());

describe('whose token a call carries', () => {
  it('reads from the contract which end-user calls accept the client token', () => {
    expect(acceptsTokenOf('client', 'GET', '/user/site/4102/domains')).toBe(true);
    expect(acceptsTokenOf('client', 'PUT', '/user/site/4102/setting/gzip')).toBe(true);
    expect(acceptsTokenOf('client', 'GET', '/user/blockIPs')).toBe(true);
    expect(acceptsTokenOf('client', 'GET', '/user/sites')).toBe(false);
    expect(acceptsTokenOf('admin', 'GET', '/user/site/4102/domains')).toBe(false);
  });

  it('uses the client cookies for a customer\'s site on the client console, the user cookies on the user console', () => {
    onPage('/client/sitesManagement/sitesSetting/4102/shop');
    expect(areaOfCall('http://console.test/api/v1/user/site/4102/domains?page=1', 'GET')).toBe('client');
    expect(areaOfCall('http://console.test/api/v1/user/site/4102/setting/gzip', 'PUT')).toBe('client');
    // A call the client may not make keeps the area its path names.
    expect(areaOfCall('http://console.test/api/v1/user/sites', 'GET')).toBe('user');
    expect(areaOfCall('http://console.test/api/v1/client/sites', 'GET')).toBe('client');
    onPage('/user/sitesManagement/sitesSetting/4102/shop');
    expect(areaOfCall('http://console.test/api/v1/user/site/4102/domains', 'GET')).toBe('user');
    onPage('/admin/dashboard');
    expect(areaOfCall('http://console.test/api/v1/user/site/4102/domains', 'GET')).toBe('user');
  });
});
