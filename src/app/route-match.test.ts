// @vitest-environment node
// The early screen match agrees with react-router's matchPath on every screen's path of the three consoles, for the
// addresses a person opens: with and without each optional part, an extra part, another case, a trailing slash.
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchesRoute } from './route-match';
import { SCREENS } from './screens';

const patterns = Object.entries(SCREENS).flatMap(([area, screens]) => screens.map((screen) => `/${area}/${screen.path}`));

function addresses(pattern: string): string[] {
  const parts = pattern.split('/').filter(Boolean);
  const filled = parts.map((part, i) => (part.startsWith(':') ? `v${i}` : part));
  const out = new Set<string>();
  for (let keep = 0; keep <= parts.length; keep++) out.add(`/${filled.slice(0, keep).join('/')}`);
  const whole = `/${filled.join('/')}`;
  for (const address of [whole, `${whole}/`, `${whole}/extra`, whole.toUpperCase(), '/', '/user', '/client/nowhere']) out.add(address);
  return [...out];
}

describe('matchesRoute', () => {
  it('reads the screens of the three consoles as react-router does', () => {
    expect(patterns.length).toBeGreaterThan(50);
    expect(patterns.some((pattern) => pattern.includes('?'))).toBe(true);
    for (const pattern of patterns) {
      for (const address of addresses(pattern)) {
        const expected = matchPath({ path: pattern, end: true }, address) !== null;
        expect({ pattern, address, matches: matchesRoute(pattern, address) }).toEqual({ pattern, address, matches: expected });
      }
    }
  });

  it('tells a screen from its neighbours', () => {
    expect(matchesRoute('/user/sitesManagement/sitesSetting/:siteId?/:siteName?/:domainName?', '/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example')).toBe(true);
    expect(matchesRoute('/user/sitesManagement/sitesList', '/user/sitesManagement/sitesSetting')).toBe(false);
    expect(matchesRoute('/user/userManagement/roles/edit/:roleId', '/user/userManagement/roles/edit')).toBe(false);
  });
});
