// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callKey, compareCoverage, contractOperations, normalisePath, parseCallList } from './check-coverage.mjs';

describe('normalisePath', () => {
  it('ignores path-parameter names', () => {
    expect(normalisePath('/user/site/{siteId}/domains')).toBe(normalisePath('/user/site/{id}/domains'));
    expect(normalisePath('/{kind}/role/{roleId}')).toBe('/{}/role/{}');
  });
  it('compares paths case-insensitively', () => {
    expect(normalisePath('/user/site/{siteId}/domains/checkCNAME')).toBe(normalisePath('/user/site/{siteID}/domains/checkcname'));
  });
  it('drops trailing and doubled slashes and adds a leading one', () => {
    expect(normalisePath('user//metaSites/')).toBe('/user/metasites');
    expect(normalisePath('/')).toBe('/');
  });
  it('keeps a parameter apart from a literal segment', () => {
    expect(normalisePath('/client/{clientId}/zones')).not.toBe(normalisePath('/client/site/zones'));
    expect(normalisePath('/user/site/tags')).not.toBe(normalisePath('/user/site/{siteId}'));
  });
});

describe('callKey', () => {
  it('upper-cases the method and keeps methods apart', () => {
    expect(callKey('get', '/user/sites')).toBe('GET /user/sites');
    expect(callKey('GET', '/user/sites')).not.toBe(callKey('POST', '/user/sites'));
  });
});

describe('parseCallList', () => {
  it('reads calls, sections and trailing comments, and reports bad lines', () => {
    const { calls, errors } = parseCallList(
      [
        '# header comment',
        '# section: Admin console',
        'GET /admin/license',
        '  delete /admin/license   # guess: body',
        '',
        '# section: Client console',
        'POST /client/zone',
        'FETCH /client/zone',
        'GET client/zone',
      ].join('\n'),
    );
    expect(calls).toEqual([
      { method: 'GET', path: '/admin/license', section: 'Admin console', line: 3 },
      { method: 'DELETE', path: '/admin/license', section: 'Admin console', line: 4 },
      { method: 'POST', path: '/client/zone', section: 'Client console', line: 7 },
    ]);
    expect(errors.map((e) => e.line)).toEqual([8, 9]);
  });
});

describe('contractOperations', () => {
  it('lists every method of every path and skips path-level keys', () => {
    const ops = contractOperations({
      paths: {
        '/admin/license': { get: { operationId: 'a' }, post: { operationId: 'b' }, parameters: [] },
        '/admin/license/{userId}/order': { summary: 'x', put: { operationId: 'c' } },
      },
    });
    expect(ops).toEqual([
      { method: 'GET', path: '/admin/license', operationId: 'a' },
      { method: 'POST', path: '/admin/license', operationId: 'b' },
      { method: 'PUT', path: '/admin/license/{userId}/order', operationId: 'c' },
    ]);
    expect(contractOperations({})).toEqual([]);
  });
});

describe('compareCoverage', () => {
  const calls = parseCallList(
    [
      'GET /user/site/{siteId}/domains',
      'DELETE /user/site/{siteId}/domains',
      'PUT /{kind}/role/{roleId}',
      'GET /user/site/{siteId}/domains',
    ].join('\n'),
  ).calls;

  it('matches with other parameter names and another case, and reports what is missing', () => {
    const ops = [
      { method: 'GET', path: '/user/site/{id}/Domains' },
      { method: 'PUT', path: '/{area}/role/{id}' },
      { method: 'GET', path: '/user/metaSites' },
    ];
    const result = compareCoverage(calls, ops);
    expect(result.missing.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /user/site/{siteId}/domains']);
    expect(result.extra).toEqual([{ method: 'GET', path: '/user/metaSites' }]);
    expect(result.duplicates.map((d) => [d.line, d.first.line])).toEqual([[4, 1]]);
    expect(result.covered).toBe(2);
  });

  it('does not take a method on the same path as covering another', () => {
    const result = compareCoverage(calls, [{ method: 'POST', path: '/user/site/{siteId}/domains' }]);
    expect(result.missing).toHaveLength(3);
    expect(result.extra).toHaveLength(1);
  });

  it('reports nothing missing when everything is there', () => {
    const ops = calls.map((c) => ({ method: c.method, path: c.path }));
    expect(compareCoverage(calls, ops).missing).toEqual([]);
  });
});

describe('openapi/coverage/spec-calls.txt', () => {
  const { calls, errors } = parseCallList(readFileSync(new URL('../openapi/coverage/spec-calls.txt', import.meta.url), 'utf8'));
  it('is well formed, without repeated calls', () => {
    expect(errors).toEqual([]);
    expect(compareCoverage(calls, []).duplicates).toEqual([]);
  });
  it('covers the four sub-sections of spec section 7', () => {
    expect([...new Set(calls.map((c) => c.section))]).toEqual([
      'Session and accounts',
      'End-user console',
      'Client console',
      'Admin console',
    ]);
    for (const c of calls) expect(c.path).toMatch(/^\/(user\/|client\/|admin\/|\{kind\}|[a-z])/i);
  });
});
