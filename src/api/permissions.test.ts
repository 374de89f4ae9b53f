// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { denialOf } from './permissions';

const root = { isRoot: true, metaRoles: ['sites.manage', 'sites.settings', 'logs.read', 'accounts.manage', 'firewall.manage', 'certificates.manage', 'apiTokens.manage', 'logPush.manage'], siteIDs: null, viaApiToken: false };
const logReader = { isRoot: false, metaRoles: ['logs.read'], siteIDs: null, viaApiToken: false };
const storefront = { isRoot: false, metaRoles: ['sites.settings'], siteIDs: [4102], viaApiToken: false };

describe('denialOf (x-permission of the contract)', () => {
  it('lets a root do what its area can', () => {
    expect(denialOf('user-siteSetting-set-gzip', 'user', root, { path: { siteId: 4101 } })).toBeNull();
    expect(denialOf('kind-role-create-role', 'user', root)).toBeNull();
  });

  it('refuses a meta-role the role lacks, root-only calls and sites outside the role', () => {
    expect(denialOf('user-siteSetting-set-gzip', 'user', logReader, { path: { siteId: 4102 } })).toBe('role');
    expect(denialOf('kind-role-create-role', 'user', storefront)).toBe('root');
    expect(denialOf('user-siteSetting-set-gzip', 'user', storefront, { path: { siteId: 4102 } })).toBeNull();
    expect(denialOf('user-siteSetting-set-gzip', 'user', storefront, { path: { siteId: '4101' } })).toBe('site');
  });

  it('refuses log push writes to a log reader, and sites outside the role wherever the call names them (issue 24)', () => {
    for (const id of ['user-logPush-create-event', 'user-logPush-update-event', 'user-logPush-delete-events', 'user-logPush-push-manually']) {
      expect(denialOf(id, 'user', logReader)).toBe('role');
      expect(denialOf(id, 'user', root)).toBeNull();
    }
    const oneSiteReader = { isRoot: false, metaRoles: ['logs.read'], siteIDs: [4102], viaApiToken: false };
    expect(denialOf('user-log-search-access-logs', 'user', oneSiteReader, { body: { siteIDs: [4102] } })).toBeNull();
    expect(denialOf('user-log-search-access-logs', 'user', oneSiteReader, { body: { siteIDs: [4102, 4101] } })).toBe('site');
    // A read anyone may make is still limited to the role's sites: in the path and in the query.
    expect(denialOf('user-siteSetting-get-settings', 'user', oneSiteReader, { path: { siteId: 4101 } })).toBe('site');
    expect(denialOf('user-firewall-list-all-block-ips', 'user', oneSiteReader, { query: { siteID: 4101 } })).toBe('site');
    expect(denialOf('user-firewall-list-all-block-ips', 'user', oneSiteReader, { query: {} })).toBeNull();
  });

  it('refuses credentials to a switched-into session, as the backend does (issue 24)', () => {
    const switched = { ...root, switched: true };
    expect(denialOf('common-apiToken-create-token', 'user', switched)).toBe('switched');
    expect(denialOf('kind-account-change-password', 'user', switched)).toBe('switched');
    expect(denialOf('kind-account-start-two-factor', 'user', switched)).toBe('switched');
    expect(denialOf('common-apiToken-create-token', 'user', root)).toBeNull();
    // Switching further is capped, not refused; other calls are unchanged.
    expect(denialOf('kind-session-switch-user', 'user', switched)).toBeNull();
    expect(denialOf('user-siteSetting-set-gzip', 'user', switched, { path: { siteId: 4101 } })).toBeNull();
  });

  it('refuses a call of another console and allows what anyone signed in may do', () => {
    expect(denialOf('admin-license-create-license', 'user', root)).toBe('area');
    expect(denialOf('kind-account-update-self', 'user', logReader)).toBeNull();
  });

  it("lets the client console work on a customer's site with the client's own sites.manage", () => {
    const clientRoot = { isRoot: true, metaRoles: ['zones.manage', 'sites.manage'], siteIDs: null, viaApiToken: false };
    const clientMonitor = { isRoot: false, metaRoles: ['monitor.read'], siteIDs: null, viaApiToken: false };
    expect(denialOf('user-siteSetting-set-gzip', 'client', clientRoot, { path: { siteId: 4101 } })).toBeNull();
    expect(denialOf('user-siteSetting-set-gzip', 'client', clientMonitor, { path: { siteId: 4101 } })).toBe('role');
    // An end user's call the client console never makes stays another console's.
    expect(denialOf('kind-role-create-role', 'client', clientMonitor)).toBe('root');
    expect(denialOf('user-siteSetting-set-gzip', 'admin', root, { path: { siteId: 4101 } })).toBe('area');
  });

  it('disables nothing before own information is known, nor for open or unknown calls', () => {
    expect(denialOf('user-siteSetting-set-gzip', 'user', undefined)).toBeNull();
    expect(denialOf('kind-session-send-code', 'user', logReader)).toBeNull();
    expect(denialOf('no-such-call', 'user', logReader)).toBeNull();
  });
});
