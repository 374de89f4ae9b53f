// THE transport: every request of the console, typed client and generated hooks alike, goes through
// transportFetch. It adds the Authorization header from the area's cookies (unless the call is open) and the console's language (Accept-Language),
// applies the timeout, turns every failure into an ApiError and does the single token refresh shared by every
// call and every tab; a call refused because it carried a pair that is no longer current is replayed.
import { i18n } from '@lingui/core';
import type { Client } from 'openapi-fetch';
import type { paths } from './schema';
import { type Area, AREAS, areaOfPath, clearTokens, readTokens, readTokensSettled, type Tokens, writeTokens } from './areas';
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

/**
 * A task of its own for each call (issue 29), where the browser can yield (`scheduler.yield`; elsewhere, as in the
 * unit tests, at once). A screen's first render asks for its data from its effects, a dozen calls at once, and
 * starting a request costs about 1 ms of this machine's main thread (4 ms on Lighthouse's phone, with the headers and
 * the cookies read): in the render's task they made it some 250 ms longer on a phone, blocking input.
 */
function ownTask(): Promise<void> | undefined {
  return (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();
}

async function send(request: Request, area: Area, open: boolean): Promise<{ response: Response; token: string | null }> {
  await ownTask();
  const headers = new Headers(request.headers);
  const tokens = open ? null : readTokens(area);
  if (tokens) headers.set('Authorization', `${tokens.tokenType} ${tokens.accessToken}`);
  // The console's language, not the browser's: the server names things in it (e.g. the DNS lines); zh-TW by default.
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', i18n.locale || 'zh-TW');
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

/**
 * One refresh at a time per area across every tab of the browser: in this tab a promise chain, across tabs a Web
 * Lock (`navigator.locks`, where the browser has it). Cookies are shared by the tabs, so whoever gets the lock reads
 * the pair that is current now: a tab that waited sees the pair another tab just stored and never refreshes with
 * a rotated one (the server would answer 101016, and a backend with refresh-token families would revoke them all).
 */
const queues = new Map<Area, Promise<unknown>>();

function exclusive<T>(area: Area, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const run = (): Promise<T> => (locks ? (locks.request(`parapet-session-${area}`, task) as Promise<T>) : task());
  const previous = queues.get(area) ?? Promise.resolve();
  const next = previous.then(run, run);
  const settled = next.then(
    () => undefined,
    () => undefined,
  );
  queues.set(area, settled);
  void settled.then(() => {
    if (queues.get(area) === settled) queues.delete(area);
  });
  return next;
}

async function refreshPair(area: Area, tokens: Tokens): Promise<boolean> {
  try {
    const client = await getRefreshClient();
    const { data } = await client.PATCH('/{kind}', {
      baseUrl: apiBaseUrl(),
      params: { path: { kind: area } },
      body: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!data) return false;
    writeTokens(area, data.data);
    // The lock is released only once the cookie store holds the new pair, so the next tab reads it.
    await readTokensSettled(area);
    return true;
  } catch {
    return false;
  }
}

/**
 * A call carrying `carried` was refused with a session code. Waits for any refresh under way (in any tab), then
 * decides on the pair that is current: another pair than the one carried means the session moved on (refreshed
 * here or in another tab, or signed in again), so the call is replayed; an expired current token is refreshed
 * once; anything else ends the session.
 */
function settleRefusal(area: Area, carried: string | null, code: number): Promise<'replay' | 'end'> {
  return exclusive(area, async () => {
    const current = await readTokensSettled(area);
    if (!current) return 'end';
    if (current.accessToken !== carried) return 'replay';
    if (code !== TOKEN_EXPIRED) return 'end';
    if (await refreshPair(area, current)) return 'replay';
    // Refused: unless the pair changed meanwhile (a tab without Web Locks refreshed first), the session is over.
    const after = await readTokensSettled(area);
    return after && after.accessToken !== current.accessToken ? 'replay' : 'end';
  });
}

/** A call is sent at most this many times: the first try and replays after the session moved on. */
const MAX_TRIES = 3;

/**
 * A Request's body can be read once, so a replay (after the shared refresh) needs a Request of its own. It used to
 * be a Request.clone() made before every call (a body tee: ~0.5 s over a 500-site bulk run); now a replay rebuilds
 * its Request only when it happens: from the URL and init the call was made of (transportCall), or the same Request
 * when it has no body. Only a Request given with a body and no source is still cloned.
 *
 * Sends a call through the transport: the Authorization header, the language, the timeout, the shared refresh.
 */
export function transportFetch(request: Request): Promise<Response> {
  // A Request without a body is sent again as it is; one with a body is cloned while a replay may follow.
  return transport(request, request.body === null ? () => request : null);
}

/**
 * The same from what the call is made of (the generated hooks' mutator): the Request is rebuilt from `url` and
 * `init` only when a replay happens; `init.body` (a string, FormData, Blob, URLSearchParams or buffer) is read
 * again by each Request. A stream body cannot be read twice: it is cloned like a given Request.
 */
export function transportCall(url: string, init: RequestInit = {}): Promise<Response> {
  const request = new Request(url, init);
  if (typeof ReadableStream !== 'undefined' && init.body instanceof ReadableStream) return transportFetch(request);
  return transport(request, () => new Request(url, init));
}

/**
 * Reads a screen asks for as a signed-in page of it starts (its registry's `reads`, app/early-code.ts), before its
 * code, the query library and the router have arrived (issue 29: on a phone's network the list's rows were asked for
 * a second after the page's code, once the screen had drawn). The first GET of the same address (path and query, in
 * any order) in the same session takes the answer instead of asking again, once, within EARLY_READ_MS; any other call
 * (a write) drops the answers not yet taken, which it may have made stale.
 */
const earlyReads = new Map<string, { answer: Promise<Response>; token: string | undefined; at: number }>();
const EARLY_READ_MS = 15_000;

function readKey(url: string): string {
  const address = new URL(url, 'http://localhost');
  address.searchParams.sort();
  return `${address.pathname}?${address.searchParams}`;
}

/** Asks for `path` (below /api/v1, with its query) now, for the screen's first GET of it. */
export function readEarly(path: string): void {
  const url = `${apiBaseUrl()}${path}`;
  const request = new Request(new URL(url, location.href));
  const answer = transport(request, () => new Request(request.url));
  // A failure is the screen's to report when it takes the answer (nobody's when it does not).
  answer.catch(() => undefined);
  earlyReads.set(readKey(request.url), { answer, token: readTokens(areaOfCall(request.url))?.accessToken, at: Date.now() });
}

/** The answer read early for this GET, in the session still current and recently enough: otherwise undefined. */
function takeEarlyRead(request: Request, area: Area): Promise<Response> | undefined {
  if (earlyReads.size === 0) return undefined;
  const key = readKey(request.url);
  const early = earlyReads.get(key);
  earlyReads.delete(key);
  return early && early.token === readTokens(area)?.accessToken && Date.now() - early.at < EARLY_READ_MS ? early.answer : undefined;
}

/** Sends `request`, and a Request from `rebuild` (else a clone kept before sending) for each replay. */
async function transport(request: Request, rebuild: (() => Request) | null): Promise<Response> {
  const area = areaOfCall(request.url, request.method);
  if (request.method !== 'GET') earlyReads.clear();
  else {
    const early = takeEarlyRead(request, area);
    if (early) return early;
  }
  const open = isOpenCall(request.method, request.url);
  let pending = request;
  for (let attempt = 1; ; attempt += 1) {
    const replayable = attempt < MAX_TRIES && !open;
    // Without a source, the body is kept by a clone made before the body is read (the only case that clones).
    const spare = replayable && !rebuild ? pending.clone() : null;
    const { response, token } = await send(pending, area, open);
    if (response.ok) return response;
    const error = await errorFromResponse(response);
    if (open || error.code === null || !SESSION_END_CODES.has(error.code)) throw error;
    const outcome = await settleRefusal(area, token, error.code);
    if (outcome === 'replay' && replayable) {
      pending = rebuild ? rebuild() : spare!;
      continue;
    }
    // Ends the session only if the pair refused is still the current one (a late answer to an old pair must not
    // clear a newer session).
    const current = readTokens(area)?.accessToken ?? null;
    if (outcome === 'end' && (current === null || current === token)) endSession(area, error);
    throw error;
  }
}
