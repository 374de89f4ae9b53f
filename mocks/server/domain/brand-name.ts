// The name a mail to an account carries: its operator's brand (the branding title of the client whose console it
// uses, or of that client's reseller), not the platform's. Issue 25: Northwind's customers were mailed "Parapet".
import type { AccountRecord } from '../state/model.ts';
import type { Store } from '../state/store.ts';
import { tenantRoot } from './accounts.ts';

/** The product's own title, the default when no branding names one (spec 3). */
export const PRODUCT_TITLE = 'Parapet';

function titleOfClient(store: Store, clientId: number | null): string | null {
  const seen = new Set<number>();
  let id = clientId;
  // A sub-client without a title of its own is known by its reseller's.
  while (id !== null && !seen.has(id)) {
    seen.add(id);
    const title = store.branding.get(id)?.branding.title?.trim();
    if (title) return title;
    id = store.accounts.get(id)?.parentClientID ?? null;
  }
  return null;
}

export function brandNameFor(store: Store, account: AccountRecord): string {
  if (account.auth === 'admin') return PRODUCT_TITLE;
  const clientId = account.auth === 'client' ? tenantRoot(store, account).id : account.clientID;
  return titleOfClient(store, clientId) ?? PRODUCT_TITLE;
}
