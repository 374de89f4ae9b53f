// THE transport: every request of the console, typed client and generated hooks alike, goes through
// transportFetch. It adds the Authorization header from the area's cookies (unless the call is open),
// applies the timeout, turns every failure into an ApiError and does the single shared token refresh.
import type { Client } from 'openapi-fetch';
import type { paths } from './schema';
import { type Area, AREAS, areaOfPath, clearTokens, readTokens, writeTokens } from './areas';
import { acceptsTokenOf } from './call-area';
import { API_PREFIX, apiBaseUrl, REQUEST_TIMEOUT_MS } from './config';
import { ApiError, errorFromException, errorFromResponse, SESSION_END_CODES, TOKEN_EXPIRED } from './errors';
import { openOperations } from './generated/open-operations';

type SessionEndListener = (area: Area, error: ApiError) => void;
let sessionEndListener: SessionEndListener | null = null;
/** The app decides what ending a session means (clear caches, go to login, say why). */
export function onSessionEnd(listener: SessionEndListener | null): void {
  sessionEndListener = listener;
}

const refreshing = new Map<Area, Promise<boolean>>();
const ended = new Set<Area>();

/** Called after a sign-in so that a later failure ends the new session once more. */
export function sessionStarted(area: Area): void {
  ended.delete(area);
}

/** Called before signing out: failures of the sign-out call itself must not report a lost session. */
export function sessionEnding(area: Area): void {
  ended.add(area);
}

function endSession(area: Area, error: ApiError): void {
  clearTokens(area);
  error.sessionEnded = true;
  if (ended.has(area)) return;
  ended.add(area);
  sessionEndListener?.(area, error);
}

const openMatchers = openOperations.map(([method, template]) => ({
  method,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The path of the call below /api/v1. */
function apiPath(url: string): string {
  const { pathname } = new URL(url, 'http://localhost');
  const at = pathname.indexOf(API_PREFIX);
  return at >= 0 ? pathname.slice(at + API_PREFIX.length) : pathname;
}

export function isOpenCall(method: string, url: string): boolean {
  const path = apiPath(url);
  return openMatchers.some((m) => m.method === method.toUpperCase() && m.pattern.test(path));
}

/**
 * Whose cookies a call uses: the area named by its path ({kind}/...) unless the contract lets the area on
 * screen call it too (the client console on a customer's site), the client's for the offline licence
 * (spec section 6), otherwise the area the console is showing.
 */
export function areaOfCall(url: string, method = 'GET'): Area {
  const path = apiPath(url);
  const first = path.split('/').filter(Boolean)[0];
  const onScreen = areaOfPath(typeof location === 'undefined' ? '/' : location.pathname);
  if ((AREAS as readonly string[]).includes(first)) return first !== onScreen && acceptsTokenOf(onScreen, method, path) ? onScreen : (first as Area);
  if (first === 'offline') return 'client';
  return onScreen;
}

async function send(request: Request, area: Area, open: boolean): Promise<{ response: Response; token: string | null }> {
  const headers = new Headers(request.headers);
  const tokens = open ? null : readTokens(area);
  if (tokens) headers.set('Authorization', `${tokens.tokenType} ${tokens.accessToken}`);
  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]);
  const outgoing = new Request(request, { headers, signal });
  try {
    return { response: await globalThis.fetch(outgoing), token: tokens?.accessToken ?? null };
  } catch (error) {
    throw errorFromException(error);
  }
}

// The refresh call itself bypasses the transport (it must not refresh itself), but stays typed by the contract.
// openapi-fetch loads with the first refresh, not with the sign-in page.
let refreshClient: Promise<Client<paths>> | null = null;
const getRefreshClient = () =>
  (refreshClient ??= import('openapi-fetch').then(({ default: createClient }) =>
    createClient<paths>({ baseUrl: '', fetch: (request) => globalThis.fetch(request) }),
  ));

/** One refresh per area at a time; every call that met 101014 meanwhile waits for the same one. */
function refreshOnce(area: Area): Promise<boolean> {
  let pending = refreshing.get(area);
  if (!pending) {
    pending = (async () => {
      const tokens = readTokens(area);
      if (!tokens) return false;
      try {
        const client = await getRefreshClient();
        const { data } = await client.PATCH('/{kind}', {
          baseUrl: apiBaseUrl(),
          params: { path: { kind: area } },
          body: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
        });
        if (!data) return false;
        writeTokens(area, data.data);
        return true;
      } catch {
        return false;
      }
    })().finally(() => refreshing.delete(area));
    refreshing.set(area, pending);
  }
  return pending;
}

export async function transportFetch(request: Request): Promise<Response> {
  const area = areaOfCall(request.url, request.method);
  const open = isOpenCall(request.method, request.url);
  const replay = request.clone(); // keeps the body for a replay after refreshing
  const first = await send(request, area, open);
  if (first.response.ok) return first.response;
  let error = await errorFromResponse(first.response);

  if (error.code === TOKEN_EXPIRED && !open) {
    // Another call may already have refreshed: then the cookies hold a newer token than the one we sent.
    const current = readTokens(area)?.accessToken ?? null;
    const refreshed = current !== null && current !== first.token ? true : await refreshOnce(area);
    if (!refreshed) {
      endSession(area, error);
      throw error;
    }
    const second = await send(replay, area, open);
    if (second.response.ok) return second.response;
    error = await errorFromResponse(second.response);
  }
  if (!open && error.code !== null && SESSION_END_CODES.has(error.code)) endSession(area, error);
  throw error;
}
