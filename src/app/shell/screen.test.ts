// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { navigation } from './nav';
import { needing, offered, screen } from '../../services/screen';

const load = () => Promise.resolve({});

describe('screen', () => {
  it('keeps a plain path and its group', () => {
    expect(screen('nodeManage/nodesList', 'nodeManage', msg`Nodes`, load)).toEqual({ path: 'nodeManage/nodesList', group: 'nodeManage', label: msg`Nodes`, load });
  });

  it('links navigation to the path without its trailing optional parameters', () => {
    expect(screen('sitesManagement/sitesSetting/:siteId?/:siteName?/:domainName?', 'sitesManagement', msg`Site settings`, load).navPath).toBe('sitesManagement/sitesSetting');
    expect(screen('roles/edit/:roleId?', 'userManagement', msg`Edit role`, load, 'none')).toMatchObject({ navPath: 'roles/edit', menu: 'none' });
  });

  it('leaves out a top-level screen\'s group', () => {
    const entry = screen('changePassword', null, msg`Change password`, load, 'account');
    expect(entry).not.toHaveProperty('group');
    expect(entry.menu).toBe('account');
  });
});

describe('screens an account does not hold (reseller roles, issue 24)', () => {
  const monitorOnly = { isRoot: false, metaRoles: ['monitor.read'], siteIDs: null, viaApiToken: false };
  const full = { isRoot: true, metaRoles: ['monitor.read', 'settings.manage', 'branding.manage'], siteIDs: null, viaApiToken: false };
  const screens = [
    ...needing('monitor.read', screen('monitorManagement/monitorNodeList', 'monitorManagement', msg`Monitor nodes`, load)),
    ...needing('settings.manage', screen('systemManagement/nginxSetting', 'systemManagement', msg`Nginx settings`, load)),
    ...needing('root', screen('userManagement/users', 'userManagement', msg`Users`, load)),
    screen('userManagement/userInformation', 'userManagement', msg`User information`, load),
  ];
  const links = (held?: typeof full) => navigation('client', screens, held).flatMap((entry) => (entry.children ?? [entry]).map((child) => child.to));

  it('leaves out of the navigation the screens for a meta-role, or the root grant, the account does not hold', () => {
    expect(links(monitorOnly)).toEqual(['/client/monitorManagement/monitorNodeList', '/client/userManagement/userInformation']);
    expect(links(full)).toHaveLength(4);
    // Before own information is known, nothing is left out (the backend decides).
    expect(links(undefined)).toHaveLength(4);
  });

  it('keeps a screen that needs nothing', () => {
    expect(offered(screens[3]!, monitorOnly)).toBe(true);
    expect(offered(screens[2]!, { ...monitorOnly, isRoot: true })).toBe(true);
  });
});
