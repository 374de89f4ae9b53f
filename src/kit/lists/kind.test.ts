// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { operationUrl } from '../../schema-form/operations';
import { withKind } from './kind';

describe('withKind', () => {
  it("gives a call every console shares the console shown as its {kind}", () => {
    const path = withKind({ userId: 7 }, { calls: { list: 'kind-account-list-subs' } }, 'client');
    expect(path).toEqual({ userId: 7, kind: 'client' });
    expect(operationUrl('kind-account-list-subs', { path }).url).toBe('/client/account/7/subs');
  });

  it("leaves the path of another call as it is", () => {
    const path = { siteId: 3 };
    expect(withKind(path, { calls: { list: 'user-waf-list-modules' } }, 'user')).toBe(path);
  });
});
