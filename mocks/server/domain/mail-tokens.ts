// Mailed account tokens: the link of a new account (or a reset) to set its password.
import type { components } from '../../../src/api/schema';
import type { AccountRecord, MailTokenRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import type { BackendConfig } from '../types.ts';
import type { Mailer } from './mail.ts';
import { randomToken } from './secrets.ts';
import { brandNameFor } from './brand-name.ts';

type MailToken = components['schemas']['MailToken'];

export const setPasswordLink = (account: AccountRecord, token: string): string =>
  `/${account.auth}/verifyMail?token=${encodeURIComponent(token)}`;

/** Mails a new set-password link; earlier links of the account stop working. */
export function mailSetPasswordLink(
  store: Store,
  mailer: Mailer,
  account: AccountRecord,
  now: number,
  config: BackendConfig,
  token: string = randomToken('mtk'),
): MailTokenRecord {
  store.mailTokens.deleteWhere((t) => t.accountId === account.id);
  const record = store.mailTokens.put({ token, accountId: account.id, purpose: 'set-password', expiresAt: now + config.mailTokenTtlMs });
  const link = setPasswordLink(account, token);
  mailer.send(
    {
      to: account.email,
      subject: account.emailConfirmed ? `Reset your ${brandNameFor(store, account)} password` : `Welcome to ${brandNameFor(store, account)}: set your password`,
      text: `Hello ${account.accountName},\n\nOpen ${link} to set your password. The link works for ${Math.round(config.mailTokenTtlMs / 86_400_000)} days.`,
      link,
      token,
    },
    now,
  );
  return record;
}

/** The live token and its account, or undefined. */
export function findMailToken(store: Store, token: string, now: number): { record: MailTokenRecord; account: AccountRecord } | undefined {
  const record = store.mailTokens.get(token);
  if (!record || record.expiresAt <= now) return undefined;
  const account = store.accounts.get(record.accountId);
  return account ? { record, account } : undefined;
}

export const mailTokenView = (account: AccountRecord): MailToken => ({
  auth: account.auth,
  email: account.email,
  id: account.id,
  name: account.accountName,
});
