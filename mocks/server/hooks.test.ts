// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANTERN_TOTP_SECRET } from './state/seed-data.ts';
import { useTestBackend } from './test-backend.ts';
import { appCode, DEMO, startTestBackend } from './testing.ts';
import type { MailView } from './hooks.ts';

const { t } = useTestBackend();

describe('test hooks', () => {
  it('lists mails newest first, for one address or all', async () => {
    await t.call('POST', '/user/login', { body: { account: DEMO.kai.email, password: DEMO.kai.password } });
    await t.call('POST', '/user/login', { body: { account: DEMO.kai.email, password: DEMO.kai.password } });
    const kai = await t.mails(DEMO.kai.email);
    expect(kai).toHaveLength(2);
    expect(Date.parse(kai[0]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(kai[1]?.at ?? ''));
    expect(Object.keys(kai[0] ?? {}).sort()).toEqual(['at', 'code', 'subject', 'to']);
    const all = await t.call<{ mails: MailView[] }>('GET', '/__mock/mailbox');
    expect(all.body.mails.map((m) => m.to)).toContain(DEMO.newHire.email);
  });

  it('resets to the seed', async () => {
    await t.call('POST', '/user/login', { body: { account: DEMO.kai.email, password: DEMO.kai.password } });
    expect((await t.call('POST', '/__mock/reset')).status).toBe(200);
    expect(await t.mails(DEMO.kai.email)).toEqual([]);
  });

  it('gives the current authenticator code of an app account only', async () => {
    const answer = await t.call<{ code: string }>('GET', '/__mock/totp', { query: { email: DEMO.ling.email } });
    expect([appCode(LANTERN_TOTP_SECRET, Date.now() - 30_000), appCode(LANTERN_TOTP_SECRET), appCode(LANTERN_TOTP_SECRET, Date.now() + 30_000)]).toContain(answer.body.code);
    expect((await t.call('GET', '/__mock/totp', { query: { email: DEMO.mei.email } })).status).toBe(404);
  });

  it('refuses an unknown area to expire', async () => {
    expect((await t.call('POST', '/__mock/expire-access', { query: { area: 'moon' } })).status).toBe(400);
  });

  it('are off when test hooks are off', async () => {
    const off = await startTestBackend({ testHooks: false });
    try {
      const response = await fetch(`${off.origin}/__mock/mailbox`);
      expect(await response.text()).toBe('not the backend');
    } finally {
      await off.close();
    }
  });
});
