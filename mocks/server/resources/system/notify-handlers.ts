// Notification settings: the client's SMTP relay (a test "sends" to the mailbox) and the chat-bot (Telegram)
// settings of clients and end users. Both providers are simulated: an SMTP host under .invalid does not
// resolve, TLS must match the port's convention, a user name needs a password; a bot token is accepted when
// its secret part looks like one the Bot API issues (35 characters starting with AA).
import { checkOutboundHost } from '../../domain/push-target.ts';
import { ApiFailure } from '../../errors.ts';
import type { Store } from '../../state/store.ts';
import { defineHandlers, type SignedInContext } from '../../types.ts';
import { clientRootOf, done, iso, maskSecret, requireFields, type Schemas } from './common.ts';
import { type ChatBotRecord, clientSettings, type EmailRecord, settingsOf } from './settings-model.ts';
import { given, pick } from '../crud-more.ts';

type EmailSetting = Schemas['ClientEmailSetting'];
type ChatBotSetting = Schemas['ChatBotSetting'];

const OUTBOX_LIMIT = 100;

/** What the simulated SMTP server says about a setting (field and reason), or null when it takes mail. */
function smtpProblem(setting: EmailSetting, password: string | null) {
  const host = setting.host.toLowerCase();
  if (host.endsWith('.invalid') || host === 'localhost' || host.endsWith('.localhost')) return { field: 'host', message: `cannot connect to ${setting.host}:${setting.port}: no such host` };
  if (setting.security === 'ssl' && (setting.port === 25 || setting.port === 587)) return { field: 'security', message: `TLS handshake failed: port ${setting.port} speaks plain SMTP first (use starttls)` };
  if (setting.security !== 'ssl' && setting.port === 465) return { field: 'security', message: 'port 465 expects implicit TLS (use ssl)' };
  if (setting.security === 'none' && setting.username !== '') return { field: 'security', message: 'the server refuses AUTH over an unencrypted connection' };
  if (setting.username !== '' && !password) return { field: 'password', message: '535 authentication failed: no password for the user name' };
  return null;
}

/** The relay's password a setting means: the saved one when it sends none, none when it sends ''. */
const passwordOf = (setting: EmailSetting, saved: EmailRecord | null) => (setting.password === undefined ? (saved?.password ?? null) : setting.password || null);

const illegalEmail = (problem: { field: string; message: string }) => new ApiFailure(101020, 'illegal email settings', [{ in: 'body', ...problem }]);

const emailView = (record: EmailRecord | null): Schemas['ClientEmailSettingView'] =>
  record
    ? { ...pick(record, ['enable', 'host', 'port', 'security', 'username', 'from', 'fromName']), hasPassword: Boolean(record.password) }
    : // Before a setting is saved, mail goes through the platform's relay.
      { enable: false, host: 'smtp.parapet.example', port: 587, security: 'starttls', username: '', from: 'noreply@parapet.example', fromName: 'Parapet', hasPassword: false };

/** Refuses (101021) a token the simulated Bot API would not take. */
function checkToken(token: string) {
  const secret = token.split(':')[1] ?? '';
  if (secret.length !== 35 || !secret.startsWith('AA')) {
    throw new ApiFailure(101021, 'illegal chat-bot token', [{ in: 'body', field: 'token', message: 'Unauthorized: the Bot API refused the token' }]);
  }
}

const chatBotView = (record: ChatBotRecord | null | undefined) =>
  record ? { enable: record.enable, token: record.token ? maskSecret(record.token) : '', chatID: record.chatID, updatedAt: record.updatedAt } : { enable: false, token: '', chatID: '', updatedAt: null };

/** The setting to save, or the failure: a missing token keeps the saved one, an empty one clears it. */
function nextChatBot(body: ChatBotSetting, saved: ChatBotRecord | null | undefined, now: number) {
  const token = body.token === undefined ? (saved?.token ?? '') : body.token;
  if (body.token) checkToken(body.token);
  const required = 'is required to turn notifications on';
  if (body.enable) requireFields([['token', token === '', required], ['chatID', body.chatID === '', required]]);
  return { enable: body.enable, token, chatID: body.chatID, updatedAt: iso(now) };
}

/** Sends a test message with the given setting (the saved token when none is given). */
function testChatBot(context: SignedInContext, body: ChatBotSetting, saved: ChatBotRecord | null | undefined, who: string) {
  const token = body.token || saved?.token || '';
  requireFields([['token', token === '', 'is required (none is saved)'], ['chatID', body.chatID === '', 'is required']]);
  checkToken(token);
  const outbox = settingsOf(context.store).chatBotOutbox;
  outbox.push({ chatID: body.chatID, text: `Parapet test message for ${who}: notifications reach this chat.`, at: iso(context.now) });
  if (outbox.length > OUTBOX_LIMIT) outbox.splice(0, outbox.length - OUTBOX_LIMIT);
  context.log(`[chat-bot] to=${body.chatID} test message for ${who}`);
  context.store.changed();
  return done();
}

const userTg = (store: Store, userId: number) => settingsOf(store).userTg.find((r) => r.userId === userId);

export const notifyHandlers = defineHandlers({
  ...given((_input, { store, caller }) => clientSettings(store, clientRootOf(store, caller.account).id), {
    'client-notification-get-email': (record) => ({ data: emailView(record.email) }),
    'client-notification-set-email': (record, { body }, context) => {
      checkOutboundHost(body.host, 'host');
      const password = passwordOf(body, record.email);
      if (body.enable) {
        const problem = smtpProblem(body, password);
        if (problem) throw illegalEmail(problem);
      }
      record.email = { ...pick(body, ['enable', 'host', 'port', 'security', 'username']), password, from: body.from, fromName: body.fromName ?? '', updatedAt: iso(context.now) };
      context.store.changed();
      return { data: emailView(record.email) };
    },
    'client-notification-test-email': (record, { body }, context) => {
      const { setting } = body;
      checkOutboundHost(setting.host, 'setting.host');
      const password = passwordOf(setting, record.email);
      const problem = smtpProblem(setting, password);
      if (problem) throw illegalEmail({ field: `setting.${problem.field}`, message: problem.message });
      const sender = setting.fromName ? `${setting.fromName} <${setting.from}>` : setting.from;
      context.mailer.send(
        {
          to: body.to,
          subject: 'Test mail from the console',
          text: `This test mail was sent by ${sender} through ${setting.host}:${setting.port} (${setting.security}). The mail server setting works.`,
        },
        context.now,
      );
      return done();
    },

    'client-notification-get-tg': (record) => ({ data: chatBotView(record.tg) }),
    'client-notification-set-tg': (record, { body }, context) => {
      record.tg = nextChatBot(body, record.tg, context.now);
      context.store.changed();
      return { data: chatBotView(record.tg) };
    },
    'client-notification-test-tg': (record, { body }, context) => testChatBot(context, body, record.tg, context.caller.account.accountName),
  }),

  ...given((_input, { store, caller }) => clientRootOf(store, caller.account), {
    'user-notification-get-tg': (root, _input, { store }) => ({ data: chatBotView(userTg(store, root.id)) }),
    'user-notification-set-tg': (root, { body }, { store, now }) => {
      const state = settingsOf(store);
      const next = nextChatBot(body, userTg(store, root.id), now);
      state.userTg = [...state.userTg.filter((r) => r.userId !== root.id), { userId: root.id, ...next }];
      store.changed();
      return { data: chatBotView(next) };
    },
    'user-notification-test-tg': (root, { body }, context) => testChatBot(context, body, userTg(context.store, root.id), root.accountName),
  }),
});
