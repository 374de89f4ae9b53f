// Outgoing mail: kept in the mailbox (read by tests through /__mock/mailbox) and printed to the log.
import type { MailRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';

/** A mail as a handler writes it; the mailbox adds its id and time. */
export type OutgoingMail = Omit<MailRecord, 'id' | 'at'>;

export interface Mailer {
  send(mail: OutgoingMail, now: number): MailRecord;
}

export function createMailer(store: Store, log: (line: string) => void): Mailer {
  return {
    send(mail, now) {
      const record = store.addMail({ ...mail, at: new Date(now).toISOString() });
      const details = [
        mail.code !== undefined ? `code=${mail.code}` : null,
        mail.link !== undefined ? `link=${mail.link}` : null,
      ].filter(Boolean);
      log(`[mail] to=${mail.to} subject=${JSON.stringify(mail.subject)}${details.length ? ` ${details.join(' ')}` : ''}`);
      store.changed();
      return record;
    },
  };
}
