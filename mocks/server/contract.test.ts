// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { createContract, readContract, violationsOf } from './contract.ts';
import { checkHandlers } from './dispatcher.ts';
import { handlerGroups, mergeHandlers } from './handlers/index.ts';
import { contractOperationIds, unimplementedOperations } from './registry.ts';
import { defineHandlers } from './types.ts';
import { DEMO, startTestBackend, type TestBackend } from './testing.ts';
import { fail } from './errors.ts';
import { type HandlerGroup, TextAnswer } from './types.ts';
import type { OperationInfo } from './contract.ts';

type Envelope = components['schemas']['ErrorEnvelope'];

const definition = readContract();
const contract = createContract(definition);

describe('the contract and the handlers', () => {
  it('has a handler for every operation of the contract', () => {
    expect(contractOperationIds(definition).length).toBeGreaterThan(500);
    expect(unimplementedOperations(definition)).toEqual([]);
  });

  it('routes every {kind} operation to itself in each area (no other path shadows it)', () => {
    for (const op of contract.operations.filter((o) => o.path.includes('{kind}'))) {
      for (const kind of ['admin', 'client', 'user']) {
        const path = `/api/v1${op.path.replace('{kind}', kind).replace(/\{[^}]+\}/g, '7')}`;
        expect(contract.api.router.matchOperation({ method: op.method, path, headers: {} })?.operationId, `${op.method} ${path}`).toBe(op.operationId);
      }
    }
  });

  it('compiles every request and response schema (OpenAPI 3.1 keywords included)', { timeout: 120_000 }, () => {
    expect(() => contract.compileAll()).not.toThrow();
  });

  it('warms every validator in the background, one operation per turn (other work runs in between)', { timeout: 120_000 }, async () => {
    const fresh = createContract(definition);
    const validator = fresh.api.validator as unknown as { requestValidators: Record<string, unknown>; statusBasedResponseValidators: Record<string, unknown> };
    let turns = 0;
    const counting = setInterval(() => (turns += 1), 0);
    const warming = fresh.warm();
    expect(Object.keys(validator.requestValidators)).toHaveLength(0);
    await warming;
    clearInterval(counting);
    expect(Object.keys(validator.requestValidators)).toHaveLength(fresh.operations.length);
    expect(Object.keys(validator.statusBasedResponseValidators)).toHaveLength(fresh.operations.length);
    expect(turns).toBeGreaterThan(10);
  });

  it('refuses handlers the contract does not know (whether one is open is the contract\'s: access.test.ts)', () => {
    expect(() => checkHandlers(contract, mergeHandlers(handlerGroups))).not.toThrow();
    const unknown = { 'kind-branding-get-banner': { handle: () => ({ data: {} }) } } as unknown as HandlerGroup;
    expect(() => checkHandlers(contract, unknown)).toThrow(/which the contract does not have/);
    expect(() => mergeHandlers([handlerGroups[0] ?? {}, handlerGroups[0] ?? {}])).toThrow(/two handler groups/);
  });
});

describe('response validation', () => {
  const account = {
    id: 302, email: 'mei.lin@harbor-tea.example', accountName: 'mei-lin', auth: 'user', isRoot: true,
    emailConfirmed: true, login2FAType: 2, updatedAt: '2026-11-20T08:41:12Z', roleID: null,
  };

  it('accepts a body that follows the contract, nullable fields included', () => {
    expect(contract.responseViolations('kind-account-get-self', 200, { data: account })).toEqual([]);
    expect(contract.responseViolations('kind-account-get-self', 401, { code: 101013, message: 'invalid token' })).toEqual([]);
  });

  it('names every breach: wrong type, bad format, missing field, unknown code, wrong constant', () => {
    expect(contract.responseViolations('kind-account-get-self', 200, { data: { ...account, roleID: 'seven', updatedAt: 'yesterday' } })).toEqual([
      { in: 'body', field: 'data.roleID', message: 'must be integer,null' },
      { in: 'body', field: 'data.updatedAt', message: 'must match format "date-time"' },
    ]);
    const { email: _email, ...withoutEmail } = account;
    expect(contract.responseViolations('kind-account-get-self', 200, { data: withoutEmail })).toEqual([{ in: 'body', field: 'data.email', message: 'is required' }]);
    expect(contract.responseViolations('kind-account-get-self', 403, { code: 123, message: 'nope' })[0]?.field).toBe('code');
    expect(contract.responseViolations('kind-account-set-password', 200, { code: 101002, message: 'OK' })).toEqual([
      { in: 'body', field: 'code', message: 'must be equal to constant' },
    ]);
    expect(contract.responseViolations('common-apiToken-create-token', 200, { data: { id: 1, name: 'ci', createdAt: '2026-11-20T08:00:00Z' } })).toEqual([
      { in: 'body', field: 'data.refreshToken', message: 'is required' },
    ]);
  });

  it('counts a status the contract does not list as a breach', () => {
    expect(contract.responseViolations('kind-account-get-self', 500, { code: 4005, message: 'x' })[0]?.message).toMatch(/not an answer/);
  });

  it('turns Ajv errors of a request into violations with their place', () => {
    expect(violationsOf([{ instancePath: '/query/pageSize', schemaPath: '', keyword: 'type', params: { type: 'integer' }, message: 'must be integer' }], 'request')).toEqual([
      { in: 'query', field: 'pageSize', message: 'must be integer' },
    ]);
  });
});

describe('over HTTP', () => {
  let t: TestBackend;
  const breaches: string[] = [];
  beforeAll(async () => {
    t = await startTestBackend({
      log: (line) => breaches.push(line),
      handlers: {
        ...defineHandlers({
          // A deliberately broken answer: the title must be a string.
          'kind-branding-get-logo': { handle: () => ({ data: { title: 42 as unknown as string } }) },
        }),
        'kind-role-list-meta-roles': undefined,
      },
    });
  });
  afterAll(() => t.close());

  it('answers a broken response with 500 / 4005 and logs it loudly', async () => {
    const answer = await t.call<Envelope>('GET', '/user/logo');
    expect(answer.status).toBe(500);
    expect(answer.body.code).toBe(4005);
    expect(answer.body.message).toMatch(/^response broke the contract: kind-branding-get-logo 200: data.title must be string/);
    expect(breaches.some((line) => line.includes('CONTRACT BREACH'))).toBe(true);
  });

  it('answers an operation without a handler with 501 / 101004 and lists it', async () => {
    const { accessToken } = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
    const answer = await t.call<Envelope>('GET', '/user/metaRoles', { token: accessToken });
    expect(answer.status).toBe(501);
    expect(answer.body).toEqual({ code: 101004, message: 'not implemented by the embedded backend: kind-role-list-meta-roles' });
    expect(t.backend.unimplementedOperations()).toContain('kind-role-list-meta-roles');
  });

  it('refuses an invalid request with 400 / 101003 and every violation', async () => {
    const { accessToken } = await t.signIn('user', DEMO.mei.email, DEMO.mei.password);
    const answer = await t.call<Envelope>('POST', '/user/account', { token: accessToken, body: { email: 'not-an-email', accountName: 'default', roleID: 'eight', nickname: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(101003);
    expect(answer.body.message).toBe('parameter error');
    expect(answer.body.errorData).toEqual(
      expect.arrayContaining([
        { in: 'body', field: 'nickname', message: 'is not a known field' },
        { in: 'body', field: 'email', message: 'must match format "email"' },
        { in: 'body', field: 'accountName', message: 'has a value that is not allowed' },
        { in: 'body', field: 'roleID', message: 'must be integer' },
      ]),
    );
    const query = await t.call<Envelope>('GET', '/user/accounts', { token: accessToken, query: { pageSize: 0, orderBy: 'up' } });
    expect(query.body.errorData).toEqual(
      expect.arrayContaining([
        { in: 'query', field: 'pageSize', message: 'must be >= 1' },
        { in: 'query', field: 'orderBy', message: 'must be equal to one of the allowed values' },
      ]),
    );
    const path = await t.call<Envelope>('GET', '/user/account/abc/subs', { token: accessToken });
    expect(path.body.errorData).toEqual([{ in: 'path', field: 'userId', message: 'must be integer' }]);
  });

  it('checks the token before the body (an unsigned invalid request is 101013)', async () => {
    expect((await t.call<Envelope>('POST', '/user/account', { body: { email: 1 } })).body.code).toBe(101013);
  });

  it('refuses a missing body, malformed JSON and a non-JSON body', async () => {
    expect((await t.call<Envelope>('POST', '/user/login')).body.errorData).toEqual([{ in: 'body', field: '', message: 'a JSON body is required' }]);
    const malformed = await t.call<Envelope>('POST', '/user/login', { raw: '{"account":', headers: { 'content-type': 'application/json' } });
    expect(malformed.body.code).toBe(101003);
    const text = await t.call<Envelope>('POST', '/user/login', { raw: 'account=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(text.body.errorData).toEqual([{ in: 'header', field: 'content-type', message: 'must be application/json or multipart/form-data' }]);
    const form = new FormData();
    form.set('account', DEMO.mei.email);
    const multipart = await fetch(`${t.origin}/api/v1/user/login`, { method: 'POST', body: form });
    expect(((await multipart.json()) as Envelope).errorData).toEqual([{ in: 'header', field: 'content-type', message: 'must be application/json' }]);
  });

  it('answers an unknown path with 404 / 101004 and leaves other paths to the next middleware', async () => {
    const unknown = await t.call<Envelope>('GET', '/user/nothing/here');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(101004);
    const other = await fetch(`${t.origin}/user/login`);
    expect(await other.text()).toBe('not the backend');
  });

});

/** The seeded account that can call a path of the client or the user console. */
const signerFor = (path: string) => (path.startsWith('/client/') ? DEMO.northwind : DEMO.mei);
const concrete = (op: OperationInfo) => op.path.replace(/\{[^}]+\}/g, '7');
type Schemas = Record<string, { content?: Record<string, unknown> } | undefined>;
const textOperation = contract.operations.find((op) => {
  if (op.method !== 'GET' || op.open || op.path.includes('{kind}')) return false;
  const content = (contract.api.getOperation(op.operationId)?.responses as Schemas | undefined)?.['200']?.content ?? {};
  return Object.keys(content).length > 0 && !('application/json' in content);
});
const uploadOperation = contract.operations.find((op) => contract.requestMediaTypes(op.operationId).includes('multipart/form-data') && !op.open);

describe('non-JSON answers and uploads', () => {
  it('checks a text answer by its media type', () => {
    if (!textOperation) return;
    const type = Object.keys((contract.api.getOperation(textOperation.operationId)?.responses as Schemas)['200']?.content ?? {})[0] ?? '';
    expect(contract.responseViolations(textOperation.operationId, 200, 'a=b\n', type)).toEqual([]);
    expect(contract.responseViolations(textOperation.operationId, 200, 'a=b\n', 'application/xml')[0]?.field).toBe('content-type');
    expect(contract.responseViolations(textOperation.operationId, 200, { a: 1 })[0]?.message).toMatch(/no JSON body/);
  });

  it.skipIf(!textOperation)('sends a TextAnswer with its media type and file name', async () => {
    const op = textOperation as OperationInfo;
    const type = Object.keys((contract.api.getOperation(op.operationId)?.responses as Schemas)['200']?.content ?? {})[0] ?? 'text/plain';
    const t = await startTestBackend({ handlers: { [op.operationId]: { handle: () => new TextAnswer(type, 'hostname=edge-tpe-01\n', 'report "1".txt') } } as HandlerGroup });
    try {
      const signer = signerFor(op.path);
      const { accessToken } = await t.signIn(signer.area, signer.email, signer.password);
      const response = await fetch(`${t.origin}/api/v1${concrete(op)}`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="report _1_.txt"');
      expect(await response.text()).toBe('hostname=edge-tpe-01\n');
    } finally {
      await t.close();
    }
  });

  it.skipIf(!uploadOperation)('gives an upload handler its text fields typed and its files as data: URIs', async () => {
    const op = uploadOperation as OperationInfo;
    let received: unknown;
    const t = await startTestBackend({
      handlers: { [op.operationId]: { handle: ({ body }: { body: unknown }) => { received = body; throw fail.parameter('captured'); } } } as HandlerGroup,
    });
    try {
      const signer = signerFor(op.path);
      const { accessToken } = await t.signIn(signer.area, signer.email, signer.password);
      const form = new FormData();
      form.set('title', 'Lantern Shield');
      form.set('logo', new Blob([Uint8Array.from([137, 80, 78, 71])], { type: 'image/png' }), 'logo.png');
      if (op.method === 'PUT') form.set('id', '2');
      const response = await fetch(`${t.origin}/api/v1${concrete(op)}`, { method: op.method, headers: { authorization: `Bearer ${accessToken}` }, body: form });
      expect(((await response.json()) as Envelope).message).toBe('captured');
      expect(received).toMatchObject({ title: 'Lantern Shield', logo: 'data:image/png;base64,iVBORw==' });
      if (op.method === 'PUT') expect(received).toMatchObject({ id: 2 });
    } finally {
      await t.close();
    }
  });
});
