// @vitest-environment node
// Contract test: Prism mocks the bundled contract (openapi/dist/openapi.json, made by `node scripts/gen.mjs`;
// CONTRACT_BUNDLE=path overrides it) and every operation is called once with its example request. Each call must get
// a 2xx whose body validates against the contract's response schema (Ajv 2020); an invalid body must get 422.
// Run: node scripts/gen.mjs && npx vitest run tests/contract
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Built, buildRequest, bundlePath, checkAgainstContract, deref, type Json, type Operation, operations, type Outcome, root, send } from './operations.ts';

const CONCURRENCY = 8;

// ---------- Prism ----------

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });
}

let prism: ChildProcess | undefined;
let prismLog = '';
let base = '';

async function startPrism(): Promise<void> {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  prism = spawn(join(root, 'node_modules/.bin/prism'), ['mock', '-h', '127.0.0.1', '-p', String(port), bundlePath], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const keep = (chunk: Buffer) => {
    prismLog = (prismLog + chunk.toString()).slice(-20_000);
  };
  prism.stdout?.on('data', keep);
  prism.stderr?.on('data', keep);
  let exited: number | null | undefined;
  prism.once('exit', (code) => {
    exited = code;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`prism exited (${exited}) before answering:\n${prismLog}`);
    if (/is listening on/.test(prismLog)) {
      try {
        await fetch(`${base}/`, { signal: AbortSignal.timeout(2_000) });
        return;
      } catch {
        // not yet
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`prism did not answer within 60 s:\n${prismLog}`);
}

async function stopPrism(): Promise<void> {
  const child = prism;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGINT');
  const timer = new Promise<'late'>((r) => setTimeout(() => r('late'), 5_000));
  if ((await Promise.race([gone, timer])) === 'late') {
    child.kill('SIGKILL');
    await gone;
  }
}

// ---------- the tests ----------

const ops = operations();
const results = new Map<string, { request: Built; outcome: Outcome }>();
const label = (o: Operation) => `${o.method} ${o.path}`;

async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

describe(`Prism mock of ${bundlePath.replace(root, '')} (${ops.length} operations)`, () => {
  beforeAll(async () => {
    await startPrism();
    await pool(ops, CONCURRENCY, async (o) => {
      let request: Built;
      try {
        request = buildRequest(base, o);
      } catch (err) {
        results.set(label(o), {
          request: { url: '', init: {} },
          outcome: { status: 0, contentType: '', body: undefined, error: `cannot build the request: ${(err as Error).message}` },
        });
        return;
      }
      results.set(label(o), { request, outcome: await send(request) });
    });
  }, 180_000);

  afterAll(stopPrism, 15_000);

  it('has operations to test', () => {
    expect(ops.length).toBeGreaterThan(0);
  });

  for (const o of ops) {
    it(`${label(o)} answers its example request with a 2xx that fits the contract`, () => {
      const r = results.get(label(o));
      expect(r, 'no result (Prism did not start?)').toBeDefined();
      const { request, outcome } = r!;
      const where = `${request.init.method} ${request.url}${typeof request.init.body === 'string' ? ` ${request.init.body.slice(0, 300)}` : ''}`;
      expect(outcome.error, where).toBeUndefined();
      expect(outcome.status, `${where}\n→ ${JSON.stringify(outcome.body).slice(0, 600)}`).toBeGreaterThanOrEqual(200);
      expect(outcome.status, `${where}\n→ ${JSON.stringify(outcome.body).slice(0, 600)}`).toBeLessThan(300);
      expect(checkAgainstContract(o, outcome), where).toEqual([]);
    });
  }

  it('answers an invalid request body with 422 and the error envelope', async () => {
    // The first operation whose JSON body must be an object with required fields; `{}` breaks it.
    const target = ops.find((o) => {
      if (!o.op.requestBody) return false;
      const rb = deref(o.op.requestBody, '#').value;
      const json = Object.entries((rb.content ?? {}) as Json).find(([t]) => /json/i.test(t));
      if (!json) return false;
      const schema = deref<Json>((json[1] as Json).schema ?? {}, '#').value;
      return Array.isArray(schema?.required) && schema.required.length > 0;
    });
    expect(target, 'no operation with a required JSON body').toBeDefined();
    const contentType = Object.keys((deref(target!.op.requestBody, '#').value.content ?? {}) as Json).find((t) => /json/i.test(t))!;
    const request = buildRequest(base, target!, { mediaType: contentType, value: {} });
    const outcome = await send(request);
    expect(outcome.status, `${label(target!)} with {}${outcome.error ? `: ${outcome.error}` : ''}`).toBe(422);
    expect(checkAgainstContract(target!, outcome), `${label(target!)} with {}`).toEqual([]);
  }, 30_000);
});
