// Sign-in throttling behind the shipped nginx (issue 24, item 5): the backend counts the client address nginx
// passes (X-Real-IP $remote_addr, deploy/nginx/snippets/parapet-console.conf), not nginx's own. Clients are told
// apart the way nginx sees them: by the address they connect from (127.0.0.2, .3, .4: all of 127/8 is this
// machine's loopback), so $remote_addr differs. Headers a client writes itself do not count.
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../e2e/accounts';

const PORT = Number(process.env.NGINX_E2E_PORT ?? 4180);

interface Answer {
  status: number;
  body: { code?: number; extra?: { seconds?: number }; data?: { onePassKey: string; login2FAType: number; vcode?: string } };
}

/** A POST to nginx from `from` (the client's own address), with headers the client chose. */
function post(from: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: PORT, localAddress: from, method: 'POST', path: `/api/v1${path}`, agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers } },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (data += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) as Answer['body'] }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** Both sign-in steps of an account without a second factor, from one address: the final status. */
async function signIn(from: string, area: string, account: string, password: string): Promise<number> {
  const first = await post(from, `/${area}/login`, { account, password });
  if (first.status !== 200 || !first.body.data) return first.status;
  const { onePassKey, login2FAType, vcode } = first.body.data;
  return (await post(from, `/${area}/code`, { account, password, onePassKey, login2FAType, vcode })).status;
}

const ATTACKER = '127.0.0.2';
const OWNER = '127.0.0.3';
const ADMIN_DESK = '127.0.0.4';

test('25 wrong sign-ins from one client lock out neither the owners elsewhere nor other accounts, whatever headers it forges', async () => {
  test.setTimeout(60_000);
  const answers: number[] = [];
  for (let i = 0; i < 25; i += 1) {
    // Each try claims another address: nginx replaces X-Real-IP and appends the real one to X-Forwarded-For.
    const forged = { 'x-real-ip': `198.51.100.${i + 1}`, 'x-forwarded-for': `198.51.100.${i + 1}` };
    // Three guesses at the end user and three at the admin root (each pair's free tries), then other names.
    const [area, account] = i < 3 ? ['user', ACCOUNTS.user.email] : i < 6 ? ['admin', ACCOUNTS.admin.email] : ['user', `guess-${i}@example.com`];
    answers.push((await post(ATTACKER, `/${area}/login`, { account, password: `Guess-${i}` }, forged)).body.code ?? 0);
  }
  // 20 wrong passwords are answered, then the attacker's address waits: the forged headers did not spread them.
  expect(answers).toEqual([...Array<number>(20).fill(101012), ...Array<number>(5).fill(101031)]);
  for (const [area, account] of [['admin', ACCOUNTS.admin], ['user', ACCOUNTS.user], ['client', ACCOUNTS.client]] as const) {
    const refused = await post(ATTACKER, `/${area}/login`, { account: account.email, password: account.password });
    expect(refused.status, `${account.email} from the attacker`).toBe(429);
    expect(refused.body).toMatchObject({ code: 101031, extra: { seconds: expect.any(Number) } });
  }

  // The owners, from their own machines, sign in at once: the accounts attacked, and another one.
  expect(await signIn(OWNER, 'user', ACCOUNTS.user.email, ACCOUNTS.user.password)).toBe(200);
  expect(await signIn(ADMIN_DESK, 'admin', ACCOUNTS.admin.email, ACCOUNTS.admin.password)).toBe(200);
  expect(await signIn(OWNER, 'client', ACCOUNTS.client.email, ACCOUNTS.client.password)).toBe(200);
});
