// The embedded backend in-process behind an ephemeral 127.0.0.1 port, for the backend's benchmarks (mocks/bench.ts,
// mocks/bench-heavy.ts): plain calls (any status answered as it is) and both sign-in steps.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBackend } from './server/index.ts';

export interface BenchAnswer {
  status: number;
  /** The body as JSON, or its text when it is not JSON. */
  json: unknown;
  text: string;
}

export interface BenchBackend {
  call(method: string, path: string, body?: unknown, token?: string): Promise<BenchAnswer>;
  /** A GET whose body is read a chunk at a time and counted, never decoded or kept (a large download). */
  download(path: string, token?: string): Promise<{ status: number; bytes: number }>;
  /** Both sign-in steps; answers the access token. */
  signIn(area: 'user' | 'client', account: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export async function startBenchBackend(validateResponses: boolean): Promise<BenchBackend> {
  const backend = createBackend({ validateResponses, log: () => undefined });
  await backend.ready;
  const server = createServer((req, res) => backend.middleware(req, res, () => {
    res.statusCode = 404;
    res.end();
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;

  async function call(method: string, path: string, body?: unknown, token?: string): Promise<BenchAnswer> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(origin + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.status, json, text };
  }

  async function download(path: string, token?: string): Promise<{ status: number; bytes: number }> {
    const response = await fetch(origin + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    let bytes = 0;
    const reader = response.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) bytes += chunk.value.byteLength;
    return { status: response.status, bytes };
  }

  async function signIn(area: 'user' | 'client', account: string, password: string): Promise<string> {
    const first = (await call('POST', `/${area}/login`, { account, password })).json as { data: { onePassKey: string; login2FAType: number; vcode: string } };
    const { onePassKey, login2FAType, vcode } = first.data;
    const second = (await call('POST', `/${area}/code`, { account, password, onePassKey, login2FAType, vcode })).json as { data: { accessToken: string } };
    return second.data.accessToken;
  }

  async function close(): Promise<void> {
    backend.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  return { call, download, signIn, close };
}
