// The client's DNS provider setting (where site CNAMEs are created). The provider is simulated: it wants a
// secret key except for Cloudflare, refuses access keys shorter than 8 characters and hosts no `.invalid` domain.
import type { components } from '../../../src/api/schema';
import { tenantRoot } from '../domain/accounts.ts';
import { ApiFailure } from '../errors.ts';
import type { DnsSettingRecord } from '../state/model.ts';
import { given, pick } from '../resources/crud-more.ts';
import { defineHandlers, type SignedInContext } from '../types.ts';
import { done, touch } from './common.ts';

type DnsSetting = components['schemas']['DnsSetting'];
type DnsSettingView = components['schemas']['DnsSettingView'];

const MIN_KEY_LENGTH = 8;

/** Only the last 4 characters show; the mask has a fixed length so it does not tell the key's. */
export const maskKey = (key: string): string => `${'•'.repeat(12)}${key.slice(-4)}`;

const view = (record: DnsSettingRecord): DnsSettingView => ({ ...pick(record, ['dnsType', 'domain']), accessKey: maskKey(record.accessKey), hasSecret: Boolean(record.secretKey), updatedAt: record.updatedAt });

/** The caller's client root (the dispatcher lets only client accounts call /client paths). */
const ofClientRoot = (_input: unknown, { store, caller }: SignedInContext) => tenantRoot(store, caller.account);

/** What the simulated provider says about the setting. */
function checkWithProvider(setting: DnsSetting): void {
  if (setting.dnsType !== 'cloudflare' && !setting.secretKey) {
    throw new ApiFailure(101006, `${setting.dnsType} needs a secret key`, [{ in: 'body', field: 'secretKey', message: `is required for ${setting.dnsType}` }]);
  }
  if (setting.accessKey.length < MIN_KEY_LENGTH) {
    throw new ApiFailure(101006, 'the provider refused the access key', [{ in: 'body', field: 'accessKey', message: 'was refused by the provider' }]);
  }
  if (setting.domain.endsWith('.invalid')) {
    throw new ApiFailure(101010, `the provider does not host ${setting.domain}`, [{ in: 'body', field: 'domain', message: 'is not hosted by the provider' }]);
  }
}

export const dnsHandlers = defineHandlers({
  ...given(ofClientRoot, {
    'client-dns-get-setting': (root, _input, { store }) => {
      const record = store.dnsSettings.get(root.id);
      return { data: record ? view(record) : null };
    },

    'client-dns-test-setting': (_root, { body }) => {
      checkWithProvider(body);
      return done();
    },

    'client-dns-save-setting': (root, { body }, { store, now }) => {
      checkWithProvider(body);
      const { dnsType, domain, accessKey, secretKey } = body;
      const record = store.dnsSettings.put({ clientId: root.id, dnsType, domain, accessKey, ...(secretKey ? { secretKey } : {}), updatedAt: new Date(now).toISOString() });
      root.dnsType = body.dnsType;
      touch(store, root, now);
      return { data: view(record) };
    },

    'client-dns-delete-setting': (root, _input, { store, now }) => {
      store.dnsSettings.delete(root.id);
      root.dnsType = null;
      touch(store, root, now);
      return done();
    },
  }),
});
