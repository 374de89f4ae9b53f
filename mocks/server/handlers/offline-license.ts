// Offline licence of a client: the licence text from the admin back office, and the key it is checked with.
import { tenantRoot } from '../domain/accounts.ts';
import { ApiFailure, fail } from '../errors.ts';
import type { AccountRecord, LicenseRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import { defineHandlers } from '../types.ts';
import { done } from './common.ts';

export const OFFLINE_LICENSE_PREFIX = 'PRPT-OFFLINE-1:';
export const LICENSE_KEY_PREFIX = 'PRPT-KEY-';

/** The console shows "Invalid license key" for 101003 with this extra. */
const invalidKey = (field: string, where: 'body' | 'query') =>
  new ApiFailure(101003, 'invalid license key', [{ in: where, field, message: 'is not a Parapet licence' }], 'invalid license key');

/** The caller's client: the offline licence is the client console's (spec 6). */
function clientOf(store: Store, account: AccountRecord): number {
  if (account.auth !== 'client') throw fail.denied('the offline licence belongs to the client console');
  return tenantRoot(store, account).id;
}

const licenseRecord = (store: Store, clientId: number): LicenseRecord =>
  store.licenses.get(clientId) ?? store.licenses.put({ clientId, license: null, licenseLoadedAt: null, key: null, keyUpdatedAt: null });

export const offlineLicenseHandlers = defineHandlers({
  'common-offlineLicense-sync-license': {
    handle({ body }, { store, now, caller }) {
      const clientId = clientOf(store, caller.account);
      const license = body.license.trim();
      if (!license.startsWith(OFFLINE_LICENSE_PREFIX) || license.length === OFFLINE_LICENSE_PREFIX.length) throw invalidKey('license', 'body');
      const record = licenseRecord(store, clientId);
      record.license = license;
      record.licenseLoadedAt = new Date(now).toISOString();
      store.changed();
      return done();
    },
  },

  'common-offlineLicense-update-key': {
    handle({ query }, { store, now, caller }) {
      const clientId = clientOf(store, caller.account);
      const key = query.key.trim();
      if (!key.startsWith(LICENSE_KEY_PREFIX) || key.length === LICENSE_KEY_PREFIX.length) throw invalidKey('key', 'query');
      const record = licenseRecord(store, clientId);
      record.key = key;
      record.keyUpdatedAt = new Date(now).toISOString();
      store.changed();
      return done();
    },
  },
});
