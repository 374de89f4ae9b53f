// One permission model for the screens (issue 24): a screen's entry declares the calls it needs (Screen.needs), and
// the navigation, the dashboard's links, the palette and the route itself read them with the same rule as every
// control (src/api/permissions.ts, from the contract's x-permission): what the role cannot use at all is not offered,
// and its address shows a clear refusal instead of a screen of errors.
import { useQuery } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { Area } from '../api/areas';
import type { Permissions } from '../api/generated/model';
import { type Denial, denialOf } from '../api/permissions';
import type { Screen } from './screen-types';
import { selfQuery } from './self-query';

/** Why the account holding `held` may not use the screen in `area` (the first of its needs refused), or null. */
export function screenDenial(screen: Pick<Screen, 'needs'>, area: Area, held: Permissions | undefined): Denial | null {
  for (const operation of screen.needs?.[area] ?? []) {
    const denial = denialOf(operation, area, held);
    if (denial) return denial;
  }
  return null;
}

/** The screens the account may use (all of them before own information is known: the backend decides then). */
export function usableScreens(screens: readonly Screen[], area: Area, held: Permissions | undefined): Screen[] {
  return screens.filter((screen) => screenDenial(screen, area, held) === null);
}

/** The screen registered for an address of the area, if any. */
export function screenAt(screens: readonly Screen[], area: Area, pathname: string): Screen | undefined {
  return screens.find((candidate) => matchPath({ path: `/${area}/${candidate.path}`, end: true }, pathname));
}

/** The signed-in account's permissions in the area, from the own-information cache the shell's loader filled. */
export function useHeldPermissions(area: Area): Permissions | undefined {
  return useQuery(selfQuery(area)).data?.data.permissions;
}
