// Sign-in (credentials, then the code), token refresh, sign-out, switching into a sub-account, password
// confirmation and the mailed account tokens; the open branding call of the sign-in page: the client's branding for
// the client and user consoles (chosen by the host the console is served from, else the deployment's client), nothing
// for admin.
import { findByLogin, manages } from '../domain/accounts.ts';
import { checkCode, consumeChallenge, createChallenge, findChallenge } from '../domain/challenges.ts';
import { brandNameFor, findMailToken, mailTokenView } from '../domain/mail.ts';
import { hashPassword, randomCode, verifyPassword } from '../domain/secrets.ts';
import { endSessionsOf, familyOf, issuePair, revokePair, rotatePair } from '../domain/sessions.ts';
import { checkOwnPassword, codeThrottle, throttledPasswordCheck } from '../domain/throttle.ts';
import type { Store } from '../state/store.ts';
import { fail } from '../errors.ts';
import type { Kind } from '../state/model.ts';
import { recordCall } from '../resources/analytics/audit.ts';
import { auditStateOf } from '../resources/logs.resource.ts';
import { defineHandlers } from '../types.ts';
import { done, touch } from './common.ts';

/** A hash no password matches, checked for unknown accounts so that they take as long as a wrong password. */
const NO_ACCOUNT_HASH = hashPassword(randomCode());

/**
 * The credentials of either sign-in step, throttled per (account, address) and per address (domain/throttle.ts).
 * An unknown name, a wrong password and an account of another console get the same answer (101012), take the
 * same time (one password hash) and count the same; only the console's own accounts with the right password
 * learn more (101008: disabled, email not confirmed).
 */
function checkSignIn(store: Store, now: number, address: string | undefined, area: Kind, login: string, password: string) {
  const found = findByLogin(store, login);
  const account = found?.auth === area ? found : undefined;
  const attempt = { account: found ? `id:${found.id}` : `name:${login}`, address };
  const right = throttledPasswordCheck(store, now, attempt, () => verifyPassword(password, found?.passwordHash ?? NO_ACCOUNT_HASH) && account !== undefined);
  if (!account || !right) {
    // A first password not set yet: the mail that sets it was not followed (said only in its own console).
    if (account && account.passwordHash === null && !account.emailConfirmed) throw fail.notEnabled('email not confirmed');
    throw fail.credentials();
  }
  if (!account.enabled) throw fail.notEnabled('account disabled');
  if (!account.emailConfirmed) throw fail.notEnabled('email not confirmed');
  return account;
}

/** The account of a live mailed token (of the console `area` when named), else 101013. */
function mailTokenAccount(store: Store, token: string, now: number, area?: Kind) {
  const account = findMailToken(store, token, now);
  if (!account || (area !== undefined && account.auth !== area)) throw fail.invalidToken('unknown or expired token');
  return account;
}

export const sessionHandlers = defineHandlers({
  'kind-branding-get-logo': {
    handle({ params, query }, { store }) {
      if (params.kind === 'admin') return { data: {} };
      const wanted = query.host?.trim().toLowerCase().replace(/:\d+$/, '');
      const record = (wanted === undefined ? undefined : store.branding.find((b) => b.hosts.includes(wanted))) ?? store.branding.get(store.defaultClientId);
      return { data: { ...(record?.branding ?? {}) } };
    },
  },

  'kind-session-send-code': {
    handle({ params, body }, { store, now, config, mailer, address }) {
      const account = checkSignIn(store, now, address, params.kind, body.account, body.password);
      // An app-based account without a bound app falls back to the mailed code.
      const type = account.login2FAType === 1 && account.totpSecret === null ? 0 : account.login2FAType;
      const code = type === 1 ? null : randomCode();
      const challenge = createChallenge(store, { purpose: 'login', account, area: params.kind, login2FAType: type, code }, now, config);
      if (type === 0 && code !== null) {
        mailer.send({ to: account.email, subject: `Your ${brandNameFor(store, account)} sign-in code`, text: `Your sign-in code is ${code}. It works for 10 minutes.`, code }, now);
      }
      return { data: { onePassKey: challenge.key, login2FAType: type, ...(type === 2 && code !== null ? { vcode: code } : {}) } };
    },
  },

  'kind-session-create-token': {
    handle({ params, body }, { store, now, config, mailer, address }) {
      const challenge = findChallenge(store, body.onePassKey, 'login', now);
      if (!challenge) throw fail.invalidToken('unknown or expired onePassKey');
      const named = findByLogin(store, body.account);
      if (!named || named.id !== challenge.accountId) throw fail.credentials();
      // Wrong codes count per account over every onePassKey: a new sign-in does not give new guesses.
      const counted = codeThrottle(store, now, named.id);
      // An account of another console gets the wrong-password answer here too (its key was made elsewhere).
      const account = checkSignIn(store, now, address, params.kind, body.account, body.password);
      if (challenge.area !== params.kind) throw fail.invalidToken('unknown or expired onePassKey');
      const code = checkCode(store, challenge, body.vcode, { secret: account.totpSecret, lastStep: account.totpLastStep }, now, config);
      counted(code.right);
      if (!code.right) throw fail.wrongCode();
      if (code.totpStep !== undefined) account.totpLastStep = code.totpStep;
      consumeChallenge(store, challenge);
      if (account.loginNotify) {
        mailer.send({ to: account.email, subject: `New sign-in to your ${brandNameFor(store, account)} account`, text: `Your account signed in to the ${params.kind} console at ${new Date(now).toISOString()}.` }, now);
      }
      return { data: issuePair(store, account, params.kind, now, config) };
    },
  },

  'kind-session-refresh-token': {
    handle: ({ params, body }, { store, now, config }) => ({ data: rotatePair(store, body, params.kind, now, config) }),
  },

  'kind-session-delete-session': {
    anyArea: true,
    acceptExpired: true,
    handle({ body }, { store, now, caller }) {
      revokePair(store, body, caller.account.id, now);
      return done();
    },
  },

  'kind-session-switch-user': {
    handle({ params, body }, { store, now, config, caller }) {
      const target = store.accounts.get(body.id);
      if (!target || !manages(store, caller.account, target)) throw fail.denied('not an account below yours');
      if (!target.enabled) throw fail.notEnabled('account disabled');
      // The new session ends with the manager's (sign-out, revocation, reuse of its refresh token).
      const parent = caller.via === 'session' ? familyOf(caller.session) : null;
      const pair = issuePair(store, target, target.auth, now, config, caller.account.id, parent);
      // Switching is an operation of the manager's tenant: its audit log shows who opened which account.
      recordCall(store, auditStateOf(store), caller, 'POST', `/${params.kind}/proxy`, now);
      return { data: { ...pair, auth: target.auth } };
    },
  },

  'kind-session-verify-password': {
    handle({ body }, { store, now, address, caller }) {
      checkOwnPassword(store, now, address, caller.account, body.password);
      return done();
    },
  },

  'kind-session-verify-mail': {
    handle: ({ params, body }, { store, now }) => ({ data: mailTokenView(mailTokenAccount(store, body.token, now, params.kind)) }),
  },

  'common-session-check-token': {
    handle: ({ body }, { store, now }) => ({ data: mailTokenView(mailTokenAccount(store, body.token, now)) }),
  },

  'common-session-create-password': {
    handle({ body }, { store, now }) {
      const account = mailTokenAccount(store, body.token, now);
      account.passwordHash = hashPassword(body.password);
      account.emailConfirmed = true;
      store.mailTokens.deleteWhere((t) => t.accountId === account.id);
      endSessionsOf(store, account.id);
      touch(store, account, now);
      return done();
    },
  },
});
