// The client's DNS provider setting (where site CNAMEs are created). The provider is simulated: it wants a
// secret key except for Cloudflare, refuses access keys shorter than 8 characters and hosts no `.invalid` domain.
// The client's offline licence: the licence text from the admin back office, and the key it is checked with.
import type { components } from '../../../src/api/schema';
import { tenantRoot } from '../domain/accounts.ts';
import { ApiFailure } from '../errors.ts';
import type { DnsSettingRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import { given, pick } from '../resources/crud-more.ts';
import { defineHandlers, type SignedInContext } from '../types.ts';
import { done, touch } from './common.ts';

/** Only the last 4 characters show; the mask has a fixed length so it does not tell the key's. */
export const maskKey = (key: string) => `${'•'.repeat(12)}${key.slice(-4)}`;

const view = (record: DnsSettingRecord) => ({ ...pick(record, ['dnsType', 'domain']), accessKey: maskKey(record.accessKey), hasSecret: Boolean(record.secretKey), updatedAt: record.updatedAt });

/** The caller's client root (the dispatcher lets only client accounts call /client paths). */
const ofClientRoot = (_input: unknown, { store, caller }: SignedInContext) => tenantRoot(store, caller.account);

const refused = (code: 101006 | 101010, message: string, field: string, why: string) => new ApiFailure(code, message, [{ in: 'body', field, message: why }]);

/** What the simulated provider says about the setting. */
function checkWithProvider({ dnsType, secretKey, accessKey, domain }: components['schemas']['DnsSetting']) {
  if (dnsType !== 'cloudflare' && !secretKey) throw refused(101006, `${dnsType} needs a secret key`, 'secretKey', `is required for ${dnsType}`);
  if (accessKey.length < 8) throw refused(101006, 'the provider refused the access key', 'accessKey', 'was refused by the provider');
  if (domain.endsWith('.invalid')) throw refused(101010, `the provider does not host ${domain}`, 'domain', 'is not hosted by the provider');
}

/** The console shows "Invalid license key" for 101003 with this extra. */
const invalidKey = (field: string, where: 'body' | 'query') =>
  new ApiFailure(101003, 'invalid license key', [{ in: where, field, message: 'is not a Parapet licence' }], 'invalid license key');

/** Where each value is sent, the prefix it must start with and the time noted with it. */
const SLOTS = {
  license: { prefix: 'PRPT-OFFLINE-1:', where: 'body', stamp: 'licenseLoadedAt' },
  key: { prefix: 'PRPT-KEY-', where: 'query', stamp: 'keyUpdatedAt' },
} as const;

/** Saves the licence text (from the body) or the key (from the query) once its prefix is right, with the time. */
function saveLicense(store: Store, clientId: number, now: number, field: keyof typeof SLOTS, sent: string) {
  const { prefix, where, stamp } = SLOTS[field];
  const text = sent.trim();
  if (!text.startsWith(prefix) || text.length === prefix.length) throw invalidKey(field, where);
  const record = store.licenses.get(clientId) ?? store.licenses.put({ clientId, license: null, licenseLoadedAt: null, key: null, keyUpdatedAt: null });
  record[field] = text;
  record[stamp] = new Date(now).toISOString();
  store.changed();
  return done();
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

    // The offline licence is the client console's (spec 6): its x-permission names the client area only.
    'common-offlineLicense-sync-license': (root, { body }, { store, now }) => saveLicense(store, root.id, now, 'license', body.license),
    'common-offlineLicense-update-key': (root, { query }, { store, now }) => saveLicense(store, root.id, now, 'key', query.key),
  }),
});
