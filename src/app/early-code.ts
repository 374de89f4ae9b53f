// The code of a signed-in page's shell and screen, asked for while the console's own code is still loading
// (issue 16): the router asks for them again once it starts and gets the same modules. A failure is the router's
// to handle (it reloads once after a deployment; app/chunk-load.ts). The address is matched without react-router
// (route-match.ts), so that this runs before the router's library has arrived.
import type { Area } from '../api/areas';
import { matchesRoute } from './route-match';
import { SCREENS } from './screens';
import { withTexts } from '../i18n';
import { readEarly } from '../api/transport';

export function loadEarlyCode(area: Area, pathname: string, search = ''): void {
  void import('./shell/AreaShell').catch(() => undefined);
  const screen = SCREENS[area].find((candidate) => matchesRoute(`/${area}/${candidate.path}`, pathname));
  if (!screen) return;
  // With its texts' part, in the language the page starts in (the router asks again and gets the same).
  void withTexts(screen.load, area).catch(() => undefined);
  screen.early?.({ pathname, search });
  screen.reads?.({ pathname, search }).forEach(readEarly);
}
