// The token pair of a switch-user link (/{area}/switchUser?accessToken=…&refreshToken=…&tokenType=…), taken out
// of the address before anything renders and held in memory only: the tokens never stay in the address bar, the
// history or a Referer. src/main.tsx calls takeSwitchTokensFromAddress() first thing.
import { type Area, areaOfPath, type Tokens } from '../../../api/areas';

let held: { area: Area; tokens: Tokens } | null = null;

const SWITCH_PATH = /^\/(admin|client|user)\/switchUser\/?$/;

/** The three tokens of a switch-user query, or null when one is missing. */
export function tokensOfQuery(query: URLSearchParams): Tokens | null {
  const accessToken = query.get('accessToken');
  const refreshToken = query.get('refreshToken');
  const tokenType = query.get('tokenType');
  return accessToken && refreshToken && tokenType ? { accessToken, refreshToken, tokenType } : null;
}

/** On a switch-user address: keeps the pair in memory and replaces the address (and its history entry) without it. */
export function takeSwitchTokensFromAddress(): void {
  if (typeof location === 'undefined' || !SWITCH_PATH.test(location.pathname) || !location.search) return;
  const tokens = tokensOfQuery(new URLSearchParams(location.search));
  history.replaceState(history.state, '', location.pathname + location.hash);
  held = tokens ? { area: areaOfPath(location.pathname), tokens } : null;
}

/** The pair held for this area (the route's loader may run more than once before the visitor decides). */
export const heldSwitch = (area: Area): Tokens | null => (held?.area === area ? held.tokens : null);

/** The visitor decided (or the pair was used): nothing is held any more. */
export function releaseSwitch(): void {
  held = null;
}
