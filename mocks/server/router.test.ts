// @vitest-environment node
import { OpenAPIRouter } from 'openapi-backend';
import { describe, expect, it } from 'vitest';
import { createContract, readContract } from './contract.ts';

const contract = createContract(readContract());
const plain = new OpenAPIRouter({ definition: contract.api.definition, apiRoot: '/api/v1', ignoreTrailingSlashes: true });

const outcome = (router: OpenAPIRouter, method: string, path: string) => {
  try {
    return router.matchOperation({ method, path, headers: {} }, true).operationId;
  } catch (error) {
    return (error as Error).message.split(':')[0];
  }
};

describe('the indexed router', () => {
  it("answers like openapi-backend's own router", { timeout: 60_000 }, () => {
    const probes: Array<[string, string]> = [];
    contract.operations.forEach((op, i) => {
      const path = `/api/v1${op.path.replace('{kind}', 'client').replace(/\{[^}]+\}/g, '12')}`;
      probes.push([op.method, path]);
      // Other methods and trailing slashes on a sample (openapi-backend's router takes ~6 ms a call).
      if (i % 8 === 0) probes.push([op.method === 'GET' ? 'DELETE' : 'GET', `${path}/`]);
    });
    probes.push(['GET', '/api/v1'], ['POST', '/api/v1/'], ['GET', '/api/v1/no/such/path'], ['GET', '/apiv1/user/login'], ['PATCH', '/api/v1/apiTokens'], ['POST', '/api/v1/user/login?next=1']);
    const differences = probes.filter(([method, path]) => outcome(contract.api.router, method, path) !== outcome(plain, method, path));
    expect(differences).toEqual([]);
  });

});
