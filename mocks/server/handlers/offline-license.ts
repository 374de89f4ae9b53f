// Offline licence of a client: the licence text from the admin back office, and the key it is checked with.
import { tenantRoot } from '../domain/accounts.ts';
import { ApiFailure } from '../errors.ts';
import type { AccountRecord, LicenseRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import { defineHandlers } from '../types.ts';
import { done } from './common.ts';

export const OFFLINE_LICENSE_PREFIX = 'PRPT-OFFLINE-1:';
export const LICENSE_KEY_PREFIX = 'PRPT-KEY-';

/** The console shows "Invalid license key" for 101003 with this extra. */
const invalidKey = (field: string, where: 'body' | 'query') =>
  new ApiFailure(101003, 'invalid license key', [{ in: where, field, message: 'is not a Parapet licence' }], 'invalid license key');

const licenseRecord = (store: Store, clientId: number): LicenseRecord =>
  store.licenses.get(clientId) ?? store.licenses.put({ clientId, license: null, licenseLoadedAt: null, key: null, keyUpdatedAt: null });

/** Where each value is sent, the prefix it must start with and the time noted with it. */
const SLOTS = {
  license: { prefix: OFFLINE_LICENSE_PREFIX, where: 'body', stamp: 'licenseLoadedAt' },
  key: { prefix: LICENSE_KEY_PREFIX, where: 'query', stamp: 'keyUpdatedAt' },
} as const;

/** Saves the licence text (from the body) or the key (from the query) once its prefix is right, with the time. */
function saveLicense(store: Store, account: AccountRecord, now: number, field: keyof typeof SLOTS, sent: string) {
  // The offline licence is the client console's (spec 6): its x-permission names the client area only.
  const clientId = tenantRoot(store, account).id;
  const { prefix, where, stamp } = SLOTS[field];
  const text = sent.trim();
  if (!text.startsWith(prefix) || text.length === prefix.length) throw invalidKey(field, where);
  const record = licenseRecord(store, clientId);
  record[field] = text;
  record[stamp] = new Date(now).toISOString();
  store.changed();
  return done();
}

export const offlineLicenseHandlers = defineHandlers({
  'common-offlineLicense-sync-license': {
    handle: ({ body }, { store, now, caller }) => saveLicense(store, caller.account, now, 'license', body.license),
  },

  'common-offlineLicense-update-key': {
    handle: ({ query }, { store, now, caller }) => saveLicense(store, caller.account, now, 'key', query.key),
  },
});
