// /__mock/*: test hooks, not part of the contract, off in production. They let end-to-end tests read
// the mails, reset the state, expire access tokens (to prove the silent refresh) and read TOTP codes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findByEmail } from './domain/accounts.ts';
import { totpCode, totpRemaining } from './domain/secrets.ts';
import { sendJson } from './http.ts';
import { KINDS, type Kind, type MailRecord } from './state/model.ts';
import type { Store } from './state/store.ts';

export const HOOKS_ROOT = '/__mock';

export type MailView = Omit<MailRecord, 'id' | 'text'>;

interface HookTarget {
  store: Store;
  now: () => number;
  reset: () => void;
  /** Responses that broke the contract (see dispatcher.ts). */
  breaches?: readonly string[];
}

/** Mails to that address (all mails without one), newest first. */
export function mailbox(store: Store, to?: string | null) {
  const wanted = to?.toLowerCase();
  return store.mails
    .filter((m) => !wanted || m.to.toLowerCase() === wanted)
    .reverse()
    .map(({ id: _id, text: _text, ...view }) => view);
}

/** Marks every live access token (of one area, or all) as expired; answers how many. */
function expireAccessTokens(store: Store, now: number, area?: Kind) {
  const live = store.sessions.filter((session) => (area === undefined || session.area === area) && session.accessExpiresAt > now - 1);
  for (const session of live) session.accessExpiresAt = now - 1;
  if (live.length > 0) store.changed();
  return live.length;
}

/**
 * The authenticator code of an account that signs in with the app, or null: the current one, or when that was
 * used already (a code works once), the next period's, which the backend accepts too (one period either side):
 * tests that sign the same account in twice need not wait 30 s.
 */
function currentTotp(store: Store, email: string, now: number) {
  const account = findByEmail(store, email);
  if (!account?.totpSecret) return null;
  const step = Math.floor(now / 30_000);
  const unused = account.totpLastStep !== undefined && account.totpLastStep >= step ? account.totpLastStep + 1 : step;
  return totpCode(account.totpSecret, unused === step ? now : unused * 30_000);
}

export function handleHook(target: HookTarget, req: IncomingMessage, res: ServerResponse, url: URL) {
  const route = `${req.method ?? 'GET'} ${url.pathname.slice(HOOKS_ROOT.length)}`;
  const now = target.now();
  switch (route) {
    case 'GET /contract-breaches':
      return sendJson(res, 200, { breaches: target.breaches ?? [] });
    case 'GET /mailbox':
      return sendJson(res, 200, { mails: mailbox(target.store, url.searchParams.get('to')) });
    case 'POST /reset':
      target.reset();
      return sendJson(res, 200, { reset: true });
    case 'POST /expire-access': {
      const area = url.searchParams.get('area');
      if (area !== null && !KINDS.includes(area as Kind)) {
        return sendJson(res, 400, { message: `area must be one of ${KINDS.join(', ')}` });
      }
      return sendJson(res, 200, { expired: expireAccessTokens(target.store, now, (area as Kind | null) ?? undefined) });
    }
    case 'GET /totp': {
      const email = url.searchParams.get('email') ?? '';
      const code = currentTotp(target.store, email, now);
      if (code === null) return sendJson(res, 404, { message: `${email || 'that account'} does not use an authenticator app` });
      return sendJson(res, 200, { email, code, remainingSeconds: totpRemaining(now) });
    }
    default:
      return sendJson(res, 404, { message: `no test hook ${route}` });
  }
}
