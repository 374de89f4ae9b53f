// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { camelName, listedReasons, names, operationsOf, unusedOperations } from './check-contract-usage.mjs';

const setPassword = { id: 'kind-account-set-password', method: 'PUT', path: '/{kind}/account/password' };
const refresh = { id: 'kind-session-refresh', method: 'PATCH', path: '/{kind}' };

describe('check-contract-usage', () => {
  it("names an operation's function as orval does", () => {
    expect(camelName('kind-account-set-password')).toBe('kindAccountSetPassword');
    expect(camelName('client-virtualNode-update-record')).toBe('clientVirtualNodeUpdateRecord');
  });

  it('finds the operation id as a string, the hook, the function, a getter, or an openapi-fetch call', () => {
    expect(names(`operation: 'kind-account-set-password'`, setPassword)).toBe(true);
    expect(names(`"operation": "kind-account-set-password"`, setPassword)).toBe(true);
    expect(names('const set = useKindAccountSetPassword();', setPassword)).toBe(true);
    expect(names('await kindAccountSetPassword(kind, body)', setPassword)).toBe(true);
    expect(names('getKindAccountSetPasswordMutationOptions()', setPassword)).toBe(true);
    expect(names(`client.PATCH('/{kind}', { body })`, refresh)).toBe(true);
  });

  it('does not take a longer name, a comment without quotes, or another method for a use', () => {
    expect(names('useKindAccountSetPasswordLater()', setPassword)).toBe(false);
    expect(names('// kind-account-set-password is not wired', setPassword)).toBe(false);
    expect(names(`client.GET('/{kind}', {})`, refresh)).toBe(false);
    expect(names(`'kind-account-set-password-x'`, setPassword)).toBe(false);
  });

  it('lists the operations of a bundle and the unused ones', () => {
    const ops = operationsOf({ paths: { '/{kind}/account/password': { put: { operationId: setPassword.id } }, '/{kind}': { patch: { operationId: refresh.id }, parameters: [] } } });
    expect(ops).toEqual([setPassword, refresh]);
    expect(unusedOperations(ops, [`client.PATCH('/{kind}'`])).toEqual([setPassword]);
  });

  it("reads the decisions' section, one `operationId — reason` a line, up to the next heading", () => {
    const md = ['# Decisions', '## Operations without a screen', '', '- kind-session-verify-password — asked by no flow of the spec.', '- user-x - a reason', 'A paragraph of prose.', '- no-reason-here', '## Next', '- other-op — not in the section'].join('\n');
    const { listed, errors, found } = listedReasons(md);
    expect(found).toBe(true);
    expect([...listed.keys()]).toEqual(['kind-session-verify-password', 'user-x']);
    expect(errors).toHaveLength(1);
    expect(listedReasons('# Decisions').found).toBe(false);
  });
});
