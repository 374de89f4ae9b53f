// Changing the second sign-in factor in three phases: start (mail a code / make a new app secret),
// prove it works (the code, or the password when turning it off), apply.
import { accountView } from '../domain/accounts.ts';
import { checkCode, consumeChallenge, createChallenge, findChallenge } from '../domain/challenges.ts';
import { randomCode } from '../domain/secrets.ts';
import { checkOwnPassword } from '../domain/throttle.ts';
import { newTotpSecret, totpUri } from '../domain/totp.ts';
import { fail } from '../errors.ts';
import type { AccountRecord, ChallengeRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import { defineHandlers } from '../types.ts';
import { given } from '../resources/crud-more.ts';
import { done, ofCaller, touch } from './common.ts';
import { brandNameFor } from '../domain/brand-name.ts';

const outOfOrder = (what: string) => fail.parameter(`two-factor settings out of order: ${what}`, [{ in: 'body', field: 'onePassKey', message: what }]);

function pendingChange(store: Store, key: string, account: AccountRecord, now: number): ChallengeRecord {
  const challenge = findChallenge(store, key, 'two-factor', now);
  if (!challenge || challenge.accountId !== account.id) throw outOfOrder('start with phase 0');
  return challenge;
}

export const twoFactorHandlers = defineHandlers({
  ...given(ofCaller, {
    'kind-account-start-two-factor': (account, { params, body }, { store, now, config, mailer }) => {
      const type = body.login2FAType;
      const code = type === 0 ? randomCode() : null;
      const secret = type === 1 ? newTotpSecret() : null;
      const challenge = createChallenge(store, { purpose: 'two-factor', account, area: params.kind, login2FAType: type, code, secret }, now, config);
      if (code !== null) {
        mailer.send({ to: account.email, subject: `Confirm your ${brandNameFor(store, account)} sign-in method`, text: `Your confirmation code is ${code}.`, code }, now);
      }
      return { data: { onePassKey: challenge.key, login2FAType: type, ...(secret !== null ? { qrCode: totpUri(secret, account.email), secret } : {}) } };
    },

    'kind-account-verify-two-factor': (account, { body }, { store, now, config, address }) => {
      const challenge = pendingChange(store, body.onePassKey, account, now);
      if (challenge.login2FAType === 2) {
        if (body.password === undefined) throw fail.field('password', 'is required to turn the second step off');
        checkOwnPassword(store, now, address, account, body.password);
      } else {
        if (body.vcode === undefined) throw fail.field('vcode', 'is required');
        // A new app's code: checked against the new secret, and remembered so that it cannot sign in again.
        const code = checkCode(store, challenge, body.vcode, { secret: challenge.secret }, now, config);
        if (!code.right) throw fail.wrongCode();
        if (code.totpStep !== undefined) challenge.totpStep = code.totpStep;
      }
      challenge.verified = true;
      store.changed();
      return done();
    },

    'kind-account-finish-two-factor': (account, { body }, { store, now }) => {
      const challenge = pendingChange(store, body.onePassKey, account, now);
      if (!challenge.verified) throw outOfOrder('prove the method in phase 1 first');
      account.login2FAType = challenge.login2FAType;
      account.totpSecret = challenge.login2FAType === 1 ? challenge.secret : null;
      // The code that proved the new app was used: it does not sign in as well (RFC 6238 §5.2).
      if (challenge.login2FAType === 1) account.totpLastStep = challenge.totpStep;
      else delete account.totpLastStep;
      consumeChallenge(store, challenge);
      touch(store, account, now);
      return { data: accountView(store, account) };
    },
  }),
});
