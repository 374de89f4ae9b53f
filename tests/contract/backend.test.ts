// @vitest-environment node
// Every operation of the contract answers on the embedded backend: each is called with its example request, signed in
// to the area its path names, and must get an answer the contract allows — a 2xx, or an error envelope with a
// catalogue code (examples name ids of the demo tenants, so 101018 or 101003 are fair answers) — never 500 (a crash
// or a response that broke the contract) nor 501 (no handler).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../mocks/server/testing.ts';
import { type Built, buildRequest, checkAgainstContract, type Operation, operations, type Outcome, send } from './operations.ts';

const ops = operations();
const results = new Map<string, { request: Built; outcome: Outcome }>();
const label = (o: Operation) => `${o.method} ${o.path}`;
let t: TestBackend;

/** The area whose token a request needs: the first segment of the path as it will be sent. */
function areaOf(url: string): 'admin' | 'client' | 'user' {
  const first = new URL(url).pathname.replace(/^\/api\/v1/, '').split('/')[1];
  return first === 'admin' || first === 'client' ? first : first === 'offline' ? 'client' : 'user';
}

describe(`the embedded backend answers every operation (${ops.length})`, () => {
  beforeAll(async () => {
    t = await startTestBackend({ testHooks: true, validateResponses: true });
    const signer = { admin: 'admin', client: 'northwind', user: 'mei' } as const;
    const tokens = { admin: await t.tokenOf(signer.admin), client: await t.tokenOf(signer.client), user: await t.tokenOf(signer.user) };
    // One at a time: some examples change state (a sign-out revokes its token: sessions are signed in again then).
    for (const o of ops) {
      const request = buildRequest(`${t.origin}/api/v1`, o);
      const area = areaOf(request.url);
      (request.init.headers as Record<string, string>).Authorization = `Bearer ${tokens[area]}`;
      const outcome = await send(request);
      results.set(label(o), { request, outcome });
      if (o.method === 'DELETE' && /^\/\{kind\}$/.test(o.path)) {
        tokens[area] = await t.tokenOf(signer[area]);
      }
    }
  }, 300_000);
  afterAll(() => t?.close());

  for (const o of ops) {
    it(`${label(o)} answers within the contract`, () => {
      const { request, outcome } = results.get(label(o))!;
      const where = `${request.init.method} ${request.url}\n→ ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 400)}`;
      expect(outcome.error, where).toBeUndefined();
      expect([500, 501], where).not.toContain(outcome.status);
      expect(checkAgainstContract(o, outcome), where).toEqual([]);
    });
  }
});
