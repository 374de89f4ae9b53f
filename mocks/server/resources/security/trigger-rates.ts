// The trigger rates a site's anti-CC rules may use: the built-in presets, then the predefined trigger rates of the
// operator (client) the site's owner belongs to (systemManagement/perdefinedSetting). A rule refers to one by id.
import { tenantRoot } from '../../domain/accounts.ts';
import type { AccountRecord } from '../../state/model.ts';
import type { Store } from '../../state/store.ts';
import { settingsOf } from '../system/settings-model.ts';
import { FREQUENCY_PRESETS } from './catalogue.ts';

export function offeredTriggerRates(store: Store, account: AccountRecord) {
  // The operator whose trigger rates an account is offered: its own client root, or the client of its user root.
  const root = tenantRoot(store, account);
  const operator = root.auth === 'client' ? root.id : root.clientID;
  const own = settingsOf(store)
    .triggerRates.filter((rate) => rate.clientId === operator)
    .sort((a, b) => a.id - b.id)
    .map(({ id, name, seconds, times }) => ({ id, name, seconds, times }));
  return [...FREQUENCY_PRESETS, ...own];
}
