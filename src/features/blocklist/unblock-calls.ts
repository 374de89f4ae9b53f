// What unblocking chosen rows sends: one DELETE site/{siteId}/firewall/setting/blockIPs per site, each with the
// site's IPs once (an IP blocked on two sites stays blocked on the one not chosen). The same list makes the calls
// and the "Copy as API call" of the confirmation (issue 28), so the copied calls are the ones sent.
import type { BlockIP } from '../../api/generated/model';
import type { NamedApiCall } from '../../schema-form/api-call/CopyApiCall';

export interface SiteUnblock {
  siteId: number;
  /** The site's name as the rows say it (the site's id when they do not). */
  siteName: string;
  body: { ips: string[] };
}

/** The unblock calls for these rows, one per site, in the order the sites first appear. */
export function unblocksBySite(rows: readonly Pick<BlockIP, 'siteID' | 'siteName' | 'ip'>[]): SiteUnblock[] {
  const bySite = new Map<number, SiteUnblock>();
  for (const row of rows) {
    const found = bySite.get(row.siteID) ?? { siteId: row.siteID, siteName: row.siteName ?? String(row.siteID), body: { ips: [] } };
    if (!found.body.ips.includes(row.ip)) found.body.ips.push(row.ip);
    bySite.set(row.siteID, found);
  }
  return [...bySite.values()];
}

/** The same calls as "Copy as API call" offers them, each named by its site when there are several. */
export const unblockApiCalls = (operation: string, unblocks: readonly SiteUnblock[]): NamedApiCall[] =>
  unblocks.map(({ siteId, siteName, body }) => ({ operation, path: { siteId }, body, ...(unblocks.length > 1 ? { label: siteName } : {}) }));
