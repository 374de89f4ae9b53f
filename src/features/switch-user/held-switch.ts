// The token pair of a switch-user link (/{area}/switchUser?accessToken=…&refreshToken=…&tokenType=…), taken out
// of the address before anything renders and held in memory only: the tokens never stay in the address bar, the
// history or a Referer. src/main.tsx calls takeSwitchTokensFromAddress() first thing.
import { type Area, areaOfPath, type Tokens } from '../../api/areas';

// A console opening an account in a new tab (switch into a customer or a sub-user) hands the pair over through
// local storage under a one-time key instead: /{area}/switchUser?handover=<key>. Only a page of this origin can
// write that key, so such a link cannot be forged elsewhere (no question is asked), and the pair is held by the
// new tab alone (a tab session, src/api/areas.ts) with the name of the account for its banner.
let held: { area: Area; tokens: Tokens; tab?: string } | null = null;

export const handoverKey = (key: string) => `parapet_handover_${key}`;

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
  const query = new URLSearchParams(location.search);
  history.replaceState(history.state, '', location.pathname + location.hash);
  const area = areaOfPath(location.pathname);
  const key = query.get('handover');
  if (key) {
    held = null;
    try {
      const handed = JSON.parse(localStorage.getItem(handoverKey(key)) ?? 'null') as { area?: Area; tokens?: Tokens; name?: string } | null;
      localStorage.removeItem(handoverKey(key));
      if (handed?.area === area && handed.tokens) held = { area, tokens: handed.tokens, tab: handed.name ?? '' };
    } catch {
      // Storage unavailable: nothing was handed over.
    }
    return;
  }
  const tokens = tokensOfQuery(query);
  held = tokens ? { area, tokens } : null;
}

/** The pair held for this area (the route's loader may run more than once before the visitor decides). */
export const heldSwitch = (area: Area): Tokens | null => (held?.area === area ? held.tokens : null);

/** The name of the account handed over for this tab alone, when the held pair is one. */
export const heldForTab = (area: Area): string | null => (held?.area === area && held.tab !== undefined ? held.tab : null);

/** The visitor decided (or the pair was used): nothing is held any more. */
export function releaseSwitch(): void {
  held = null;
}
