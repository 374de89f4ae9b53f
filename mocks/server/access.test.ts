// Access is the contract's (issue 27): no handler says whether it is open. For every operation of the bundled
// contract, the backend's effective access (what a call without a token gets) equals what the contract says:
// `security: []` is answered without a token, anything else is refused with 401 before its handler runs.
import { describe, expect, it } from 'vitest';
import { readContract } from './contract.ts';
import { useTestBackend } from './test-backend.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  operationId: string;
  security?: unknown[];
}

/** Every operation of the contract as read from the bundled file itself, with what its `security` says. */
function contractOperations(): { id: string; method: string; path: string; open: boolean }[] {
  const definition = readContract() as unknown as { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };
  return Object.entries(definition.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item[method];
      return op ? [{ id: op.operationId, method: method.toUpperCase(), path, open: Array.isArray(op.security) && op.security.length === 0 }] : [];
    }),
  );
}

/** A concrete path: `{kind}` is the user console, any other parameter a number. */
const concrete = (path: string) => path.replace(/\{kind\}/g, 'user').replace(/\{[^}]+\}/g, '1');

const { t } = useTestBackend({ reset: 'once' });

describe('access read from the contract', () => {
  const operations = contractOperations();

  it('covers the whole contract, open calls and signed-in ones', () => {
    expect(operations.length).toBeGreaterThan(500);
    expect(operations.filter((op) => op.open).length).toBeGreaterThan(0);
  });

  it('answers an open call without a token and refuses every other call without one (401)', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const answer = await t.callDirect(op.method, concrete(op.path));
      const refused = answer.status === 401;
      if (refused === op.open) wrong.push(`${op.id} (${op.open ? 'open' : 'signed in'} in the contract) answered ${answer.status} without a token`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('still refuses a call with an unknown token where the contract asks for one', async () => {
    const signedIn = operations.find((op) => !op.open && op.method === 'GET') ?? operations[0];
    expect((await t.callDirect('GET', concrete(signedIn.path), { token: 'not-a-token' })).status).toBe(401);
  });
});
