// Test helpers: the backend on an ephemeral 127.0.0.1 port, typed-enough calls and the sign-in dance.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { TOTP } from 'otpauth';
import type { components } from '../../src/api/schema';
import { type BackendOptions, createBackend } from './index.ts';
import type { MailView } from './hooks.ts';
import type { Kind } from './state/model.ts';
import { SEED_ACCOUNTS } from './state/seed-data.ts';

type TokenPair = components['schemas']['TokenPair'];

interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface CallOptions {
  body?: unknown;
  token?: string | null;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** A raw body sent as is. */
  raw?: string;
}

export type TestBackend = Awaited<ReturnType<typeof startTestBackend>>;

/** The code an authenticator app with this secret shows now. */
export const appCode = (secret: string, timestamp = Date.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret }).generate({ timestamp });

export async function startTestBackend(options: BackendOptions = {}) {
  const logged: string[] = [];
  const backend = createBackend({ log: (line) => logged.push(line), ...options });
  await backend.ready;
  const server = createServer((req, res) => backend.middleware(req, res, () => {
    res.statusCode = 404;
    res.end('not the backend');
  }));
  // Idle keep-alive sockets live 65 s, not Node's 5 s (as vite-plugin.ts): fetch reusing a socket just as the server
  // closes it gets ECONNRESET, which a slow test on a loaded machine meets.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The URL, headers (names in lower case) and body of a call. */
  function request(path: string, options: CallOptions) {
    const url = new URL(path.startsWith('/__mock') ? path : `/api/v1${path}`, origin);
    for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers = Object.fromEntries(Object.entries(options.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    return { url, headers, body: options.body !== undefined ? JSON.stringify(options.body) : options.raw };
  }

  async function call<T>(method: string, path: string, options: CallOptions = {}) {
    const { url, headers, body } = request(path, options);
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  /** The same call handed to the backend's middleware in-process (no socket): for tests of thousands of calls. */
  function callDirect<T>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const { url, headers, body } = request(path, options);
    const req = Object.assign(Readable.from(body === undefined ? [] : [Buffer.from(body)]), {
      method,
      url: url.pathname + url.search,
      headers,
      socket: { remoteAddress: '127.0.0.1' },
    }) as unknown as IncomingMessage;
    return new Promise((resolve) => {
      const res = {
        headersSent: false,
        statusCode: 200,
        setHeader: () => undefined,
        end: (text?: string) => resolve({ status: res.statusCode, body: (text ? JSON.parse(text) : undefined) as T }),
      };
      backend.middleware(req, res as unknown as ServerResponse, () => resolve({ status: 404, body: undefined as T }));
    });
  }

  async function mails(to: string) {
    return (await call<{ mails: MailView[] }>('GET', '/__mock/mailbox', { query: { to } })).body.mails;
  }

  /** Both sign-in steps; the second step's code comes from the answer, the mailbox or the app. */
  async function signIn(area: Kind, account: string, password: string) {
    const first = await call<{ data: components['schemas']['LoginChallenge'] }>('POST', `/${area}/login`, { body: { account, password } });
    if (first.status !== 200) throw new Error(`sign-in of ${account} failed: ${JSON.stringify(first.body)}`);
    const { onePassKey, login2FAType, vcode } = first.body.data;
    let code = vcode;
    if (login2FAType === 0) code = (await mails(account)).find((m) => m.code !== undefined)?.code;
    if (login2FAType === 1) code = (await call<{ code: string }>('GET', '/__mock/totp', { query: { email: account } })).body.code;
    const second = await call<{ data: TokenPair }>('POST', `/${area}/code`, { body: { account, password, onePassKey, login2FAType, vcode: code } });
    if (second.status !== 200) throw new Error(`code step of ${account} failed: ${JSON.stringify(second.body)}`);
    return second.body.data;
  }

  /** The one way tests sign in a seeded demo account: both steps, in its own area; answers its access token. */
  async function tokenOf(name: DemoAccount) {
    const account = DEMO[name];
    return (await signIn(account.area, account.email, account.password)).accessToken;
  }

  return {
    backend,
    origin,
    call,
    callDirect,
    signIn,
    tokenOf,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        backend.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Seeded account ids. */
export const IDS = { admin: 1, northwind: 102, skyline: 103, bluefin: 104, kestrel: 105, mei: 302, kai: 311, yu: 312, newHire: 313, ling: 320, rosa: 321, tidewater: 340 } as const;

const seeded = (id: number) => {
  const seed = SEED_ACCOUNTS.find((account) => account.id === id);
  if (!seed) throw new Error(`no seeded account ${id}`);
  return { area: seed.auth, email: seed.email, password: seed.password ?? '' };
};

const named = Object.fromEntries(Object.entries(IDS).map(([name, id]) => [name, seeded(id)])) as Record<keyof typeof IDS, ReturnType<typeof seeded>>;
/** The seeded demo accounts the tests use: the area each signs in to, email and password ('' when none yet). */
export const DEMO = { ...named, disabled: seeded(330) };

/** A demo account that can sign in (the new hire has no password yet). */
export type DemoAccount = Exclude<keyof typeof DEMO, 'newHire' | 'disabled'>;

