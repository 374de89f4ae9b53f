// The three areas of the console and how each keeps its session in cookies.
import Cookies from 'js-cookie';

export const AREAS = ['admin', 'client', 'user'] as const;
export type Area = (typeof AREAS)[number];

/** The area is the first path segment: admin, client, anything else is the end user's console. */
export function areaOfPath(pathname: string): Area {
  const first = pathname.split('/').filter(Boolean)[0];
  return first === 'admin' || first === 'client' ? first : 'user';
}

/** Cookie names are prefixed by the area's first letter (client uses c). */
const cookieName = (area: Area, part: 'access' | 'refresh' | 'type') =>
  `${area[0]}_${part === 'access' ? 'accessToken' : part === 'refresh' ? 'refreshToken' : 'tokenType'}`;

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  tokenType: string;
}

const COOKIE_DAYS = 365 * 2;

/**
 * A session this tab alone holds: an account opened from its manager's console (switch user, POST {kind}/proxy).
 * In this tab it takes the place of the area's cookies; the other tabs, and the manager's own session, keep theirs.
 */
export interface TabSession {
  tokens: Tokens;
  /** Whose account it is, for the banner. */
  name: string;
}

const tabKey = (area: Area) => `${area}_tabSession`;

export function tabSession(area: Area): TabSession | null {
  try {
    return JSON.parse(sessionStorage.getItem(tabKey(area)) ?? 'null') as TabSession | null;
  } catch {
    return null;
  }
}

export function startTabSession(area: Area, session: TabSession | null): void {
  if (session) sessionStorage.setItem(tabKey(area), JSON.stringify(session));
  else sessionStorage.removeItem(tabKey(area));
}

export function readTokens(area: Area): Tokens | null {
  const tab = tabSession(area);
  if (tab) return tab.tokens;
  // document.cookie read and parsed once, not once a part: every call of the console passes here (500 a bulk preview).
  const cookies = Cookies.get();
  const accessToken = cookies[cookieName(area, 'access')];
  const refreshToken = cookies[cookieName(area, 'refresh')];
  const tokenType = cookies[cookieName(area, 'type')];
  return accessToken && refreshToken && tokenType ? { accessToken, refreshToken, tokenType } : null;
}

/**
 * The pair as the browser holds it now, seen by every tab. document.cookie may lag behind a write made by another
 * tab a moment ago (Chromium sends cookie writes to its network service without waiting); the Cookie Store API
 * asks the cookie store itself, in order after this tab's own writes. Without it, document.cookie.
 */
export async function readTokensSettled(area: Area): Promise<Tokens | null> {
  const store = typeof cookieStore === 'undefined' ? undefined : cookieStore;
  if (!store || tabSession(area)) return readTokens(area);
  try {
    const [access, refresh, type] = await Promise.all(
      (['access', 'refresh', 'type'] as const).map((part) => store.get(cookieName(area, part))),
    );
    const [accessToken, refreshToken, tokenType] = [access?.value, refresh?.value, type?.value].map((v) => (v ? decodeURIComponent(v) : ''));
    return accessToken && refreshToken && tokenType ? { accessToken, refreshToken, tokenType } : null;
  } catch {
    return readTokens(area);
  }
}

export function writeTokens(area: Area, tokens: Tokens): void {
  const tab = tabSession(area);
  if (tab) return startTabSession(area, { ...tab, tokens });
  const options: Cookies.CookieAttributes = {
    expires: COOKIE_DAYS,
    path: '/',
    sameSite: 'strict',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  };
  Cookies.set(cookieName(area, 'access'), tokens.accessToken, options);
  Cookies.set(cookieName(area, 'refresh'), tokens.refreshToken, options);
  Cookies.set(cookieName(area, 'type'), tokens.tokenType, options);
}

export function clearTokens(area: Area): void {
  if (tabSession(area)) return startTabSession(area, null);
  for (const part of ['access', 'refresh', 'type'] as const) Cookies.remove(cookieName(area, part), { path: '/' });
}

/** Logged in means all three cookies exist. */
export const isSignedIn = (area: Area) => readTokens(area) !== null;
