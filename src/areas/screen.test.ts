import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { screen } from './screen';

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
