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

export function readTokens(area: Area): Tokens | null {
  const accessToken = Cookies.get(cookieName(area, 'access'));
  const refreshToken = Cookies.get(cookieName(area, 'refresh'));
  const tokenType = Cookies.get(cookieName(area, 'type'));
  return accessToken && refreshToken && tokenType ? { accessToken, refreshToken, tokenType } : null;
}

/**
 * The pair as the browser holds it now, seen by every tab. document.cookie may lag behind a write made by another
 * tab a moment ago (Chromium sends cookie writes to its network service without waiting); the Cookie Store API
 * asks the cookie store itself, in order after this tab's own writes. Without it, document.cookie.
 */
export async function readTokensSettled(area: Area): Promise<Tokens | null> {
  const store = typeof cookieStore === 'undefined' ? undefined : cookieStore;
  if (!store) return readTokens(area);
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
  for (const part of ['access', 'refresh', 'type'] as const) Cookies.remove(cookieName(area, part), { path: '/' });
}

/** Logged in means all three cookies exist. */
export const isSignedIn = (area: Area) => readTokens(area) !== null;
