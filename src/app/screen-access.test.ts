import { describe, expect, it } from 'vitest';
import { AREAS } from '../api/areas';
import { permissions } from '../api/generated/permissions';
import type { Permissions } from '../api/generated/model';
import { navigation } from './shell/nav';
import { screenAt, screenDenial, usableScreens } from '../services/screen-access';
import { SCREENS } from './screens';

const LOG_READER: Permissions = { isRoot: false, metaRoles: ['logs.read'], siteIDs: null, viaApiToken: false };
const USER_ROOT: Permissions = { isRoot: true, metaRoles: ['sites.manage', 'sites.settings', 'logs.read', 'accounts.manage', 'firewall.manage', 'certificates.manage', 'apiTokens.manage', 'logPush.manage'], siteIDs: null, viaApiToken: false };

const labelsOf = (area: 'user', held?: Permissions) =>
  navigation(area, SCREENS[area], held).flatMap((entry) => (entry.children ?? [entry]).map((child) => child.label.message));

describe('the screens a role may use', () => {
  it('names only operations of the contract, each one of the console it is declared for', () => {
    for (const area of AREAS) {
      for (const screen of SCREENS[area]) {
        for (const [declared, operations] of Object.entries(screen.needs ?? {})) {
          for (const operation of operations) {
            const permission = permissions[operation];
            expect(permission, `${area} ${screen.path}: ${operation}`).toBeDefined();
            expect(permission === 'open' || permission?.[declared as 'user'] !== undefined, `${operation} is a call of the ${declared} console`).toBe(true);
          }
        }
      }
    }
  });

  it('leaves out of a log reader\'s menu what its role cannot use, and keeps what it reads', () => {
    const shown = labelsOf('user', LOG_READER);
    for (const hidden of ['Sub-users', 'Roles', 'API tokens', 'Notifications']) expect(shown).not.toContain(hidden);
    for (const kept of ['Statistics', 'Log search', 'Log export', 'Log push', 'Audit log', 'Sites', 'Site settings', 'User information']) expect(shown).toContain(kept);
  });

  it('offers the main account every screen, and everything before own information is known', () => {
    expect(labelsOf('user', USER_ROOT)).toEqual(labelsOf('user', undefined));
    expect(labelsOf('user', USER_ROOT)).toEqual(expect.arrayContaining(['Sub-users', 'Roles', 'API tokens', 'Notifications']));
    expect(usableScreens(SCREENS.user, 'user', undefined)).toHaveLength(SCREENS.user.length);
  });

  it('says why an address is refused: the main account only, or a meta-role the role lacks', () => {
    const subUsers = screenAt(SCREENS.user, 'user', '/user/userManagement/usersList')!;
    expect(screenDenial(subUsers, 'user', LOG_READER)).toBe('root');
    const tokens = screenAt(SCREENS.user, 'user', '/user/userManagement/apiTokenSetting')!;
    expect(screenDenial(tokens, 'user', LOG_READER)).toBe('role');
    expect(screenDenial(tokens, 'user', { ...LOG_READER, metaRoles: ['logs.read', 'apiTokens.manage'] })).toBeNull();
    // An editor's address with its parameter is the editor's screen.
    expect(screenAt(SCREENS.user, 'user', '/user/userManagement/roles/edit/9')?.path).toBe('userManagement/roles/edit/:roleId');
    expect(screenDenial(screenAt(SCREENS.user, 'user', '/user/userManagement/roles/edit/9')!, 'user', LOG_READER)).toBe('root');
  });
});
