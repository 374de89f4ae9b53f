// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { explainAuthRule, explainCredential, type GroupInfo } from './explain';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const GROUPS = new Map<number, GroupInfo>([
  [1, { name: 'Wholesale partners', type: 'basic' }],
  [2, { name: 'Partner API keys', type: 'key' }],
  [3, { name: 'Mobile app tokens', type: 'jwt' }],
]);

describe('explainAuthRule', () => {
  it('names the one group and its kind', () => {
    expect(explainAuthRule({ urlRegex: '^/wholesale/', groupIDs: [1] }, GROUPS)).toBe(
      'Requests to paths matching ^/wholesale/ must carry a credential of Wholesale partners (user names and passwords); others are refused.',
    );
  });
  it('counts several groups and names the methods', () => {
    expect(explainAuthRule({ urlRegex: '^/api/inventory', methodValues: ['GET'], groupIDs: [2, 3], enabled: false }, GROUPS)).toBe(
      'Requests to paths matching ^/api/inventory sent with GET must carry a credential of one of 2 groups (Partner API keys and Mobile app tokens); others are refused. The rule is switched off for now.',
    );
  });
  it('waits for a path, and for a group', () => {
    expect(explainAuthRule({ urlRegex: '' }, GROUPS)).toBeNull();
    expect(explainAuthRule({ urlRegex: '^/x', groupIDs: [] }, GROUPS)).toBe('Requests to paths matching ^/x will need a credential once a group is chosen.');
  });
});

describe('explainCredential', () => {
  it('speaks of each kind without showing the secret', () => {
    expect(explainCredential('basic', { username: 'mountain-leaf' }, 'Wholesale partners')).toBe(
      'Clients that sign in as mountain-leaf with this password pass the rules that ask for Wholesale partners.',
    );
    expect(explainCredential('key', { name: 'Inventory sync', key: 'ak_live_secret_value' }, 'Partner API keys')).not.toContain('ak_live');
    expect(explainCredential('jwt', { key: 'https://auth.example', algorithm: 'ES256' }, 'Mobile app tokens')).toBe(
      'Tokens issued by https://auth.example and signed with its private key (ES256) pass the rules that ask for Mobile app tokens.',
    );
    expect(explainCredential('jwt', { key: 'https://auth.example', algorithm: 'HS256' }, 'Mobile app tokens')).toContain('shared secret (HS256)');
    expect(explainCredential('basic', {}, 'G')).toBeNull();
  });
});
