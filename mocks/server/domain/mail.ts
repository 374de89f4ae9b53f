// Outgoing mail: kept in the mailbox (read by tests through /__mock/mailbox) and printed to the log; the mailed account
// tokens: the link of a new account (or a reset) to set its password.
import type { AccountRecord, MailRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import type { BackendConfig } from '../types.ts';
import { pick } from '../resources/crud-more.ts';
import { tenantRoot } from './accounts.ts';
import { randomToken } from './secrets.ts';

/** The product's own title, the default when no branding names one (spec 3). */
export const PRODUCT_TITLE = 'Parapet';

function titleOfClient(store: Store, clientId: number | null) {
  const seen = new Set<number>();
  let id = clientId;
  // A sub-client without a title of its own is known by its reseller's.
  while (id !== null && !seen.has(id)) {
    seen.add(id);
    const title = store.branding.get(id)?.branding.title?.trim();
    if (title) return title;
    id = store.accounts.get(id)?.parentClientID ?? null;
  }
  return null;
}

// The name a mail to an account carries: its operator's brand (the branding title of the client whose console it
// uses, or of that client's reseller), not the platform's. Issue 25: Northwind's customers were mailed "Parapet".
export function brandNameFor(store: Store, account: AccountRecord) {
  if (account.auth === 'admin') return PRODUCT_TITLE;
  const clientId = account.auth === 'client' ? tenantRoot(store, account).id : account.clientID;
  return titleOfClient(store, clientId) ?? PRODUCT_TITLE;
}

export interface Mailer {
  /** A mail as a handler writes it; the mailbox adds its id and time. */
  send(mail: Omit<MailRecord, 'id' | 'at'>, now: number): MailRecord;
}

export function createMailer(store: Store, log: (line: string) => void): Mailer {
  return {
    send(mail, now) {
      const record = store.addMail({ ...mail, at: new Date(now).toISOString() });
      const code = mail.code !== undefined ? ` code=${mail.code}` : '';
      const link = mail.link !== undefined ? ` link=${mail.link}` : '';
      log(`[mail] to=${mail.to} subject=${JSON.stringify(mail.subject)}${code}${link}`);
      store.changed();
      return record;
    },
  };
}

/** Mails a new set-password link; earlier links of the account stop working. */
export function mailSetPasswordLink(
  store: Store,
  mailer: Mailer,
  account: AccountRecord,
  now: number,
  config: BackendConfig,
  token = randomToken('mtk'),
) {
  store.mailTokens.deleteWhere((t) => t.accountId === account.id);
  store.mailTokens.put({ token, accountId: account.id, purpose: 'set-password', expiresAt: now + config.mailTokenTtlMs });
  const link = `/${account.auth}/verifyMail?token=${encodeURIComponent(token)}`;
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
}

export function findMailToken(store: Store, token: string, now: number) {
  const record = store.mailTokens.get(token);
  return record && record.expiresAt > now ? store.accounts.get(record.accountId) : undefined;
}

export const mailTokenView = (account: AccountRecord) => ({ ...pick(account, ['auth', 'email', 'id']), name: account.accountName });
