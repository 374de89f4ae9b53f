// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ROLES_CONFIG } from './config';
import { groupMetaRoles } from './meta-roles';

describe('groupMetaRoles', () => {
  it('puts each known key in its group and unknown keys in a last group', () => {
    const groups = groupMetaRoles(ROLES_CONFIG.user!, [
      { id: 3, key: 'logs.read', name: 'Read logs' },
      { id: 1, key: 'sites.manage', name: 'Manage sites' },
      { id: 99, key: 'new.thing', name: 'A new thing' },
    ]);
    expect(groups.map((group) => group.metaRoles.map((meta) => meta.id))).toEqual([[1], [3], [99]]);
    expect(groups.at(-1)?.label.message).toBe('Other');
  });
});
