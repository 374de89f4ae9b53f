// scripts/check-contract-limits.mjs (issue 24, item 7) fails on an id array without maxItems or uniqueItems,
// wherever it is (a named schema through a ref, an inline request body, a query parameter), and passes a bounded one.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'contract-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check(bundle: unknown): { status: number | null; output: string } {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(bundle));
  const run = spawnSync(process.execPath, ['scripts/check-contract-limits.mjs', file], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

const ids = (extra: Record<string, unknown>) => ({ type: 'array', items: { type: 'integer' }, ...extra });
const bundle = (siteIDs: unknown, query: unknown = ids({ maxItems: 10, uniqueItems: true })) => ({
  openapi: '3.1.0',
  paths: {
    '/x': {
      post: {
        parameters: [{ name: 'zoneIDs', in: 'query', schema: query }],
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { filter: { $ref: '#/components/schemas/Filter' } } } } } },
      },
    },
  },
  components: { schemas: { Filter: { type: 'object', properties: { siteIDs } }, Ids: siteIDs } },
});

describe('check-contract-limits', () => {
  it('passes id arrays with maxItems and uniqueItems, also through a ref', () => {
    expect(check(bundle(ids({ maxItems: 5000, uniqueItems: true }))).status).toBe(0);
    const viaRef = bundle({ $ref: '#/components/schemas/Ids' });
    viaRef.components.schemas.Ids = ids({ maxItems: 5000, uniqueItems: true });
    expect(check(viaRef).status).toBe(0);
  });

  it.each([
    ['no maxItems', ids({ uniqueItems: true }), 'maxItems'],
    ['no uniqueItems', ids({ maxItems: 5000 }), 'uniqueItems'],
    ['neither', ids({}), 'maxItems and uniqueItems'],
  ])('fails an id array with %s', (_name, schema, missing) => {
    const { status, output } = check(bundle(schema));
    expect(status).toBe(1);
    expect(output).toContain(`/properties/siteIDs: an id array without ${missing}`);
  });

  it('fails an unbounded id array in a query parameter', () => {
    const { status, output } = check(bundle(ids({ maxItems: 5000, uniqueItems: true }), ids({})));
    expect(status).toBe(1);
    expect(output).toContain('(parameter zoneIDs)');
  });

  it('passes the contract itself', () => {
    const run = spawnSync(process.execPath, ['scripts/check-contract-limits.mjs'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
