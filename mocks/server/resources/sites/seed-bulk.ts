// The operator's book at a realistic size (issue 12): Northwind sells more products of both sell types to more
// customers, so the client's lists (sites, domains, automatic certificates, block list) are long enough to
// search and page: 320 sites over 16 customers in every status and traffic state, about 2,000 domains.
// Deterministic (names and states from hashes); ids after the hand-written seed's, so theirs do not move.
// The customers cannot sign in (no password yet): they exist for the operator's lists.
import type { Store } from '../../state/store.ts';
import { seedRecord, type SeedAccount } from '../../state/seed-data.ts';
import type { SiteInfo, SiteStatus } from './model.ts';
import type { ProductSeed, SiteSeed } from './seed.ts';
import { fnv } from './rules.ts';

/** What most products are: each spreads it and gives what differs (the keys keep their order). */
export const STOCK = { backupGroupID: null, lockDomain: false, autoSSL: true, accessLog: true, cnameMode: 'random', defaultStatus: 'normal' } as const;

/** Northwind's added products (its hand-written four keep ids 1-4; Starter stays full for the tests). */
export const BULK_PRODUCTS: ProductSeed[] = [
  { id: 8, clientId: 102, productName: 'Personal Blog', groupIDs: [11], ...STOCK, accessLog: false, siteLimit: 0, trafficPrice: 0.09, maxConnections: 1000, bandwidth: 50, exceedAction: 'limit', sellType: 'personal', portTypes: ['l7'], zoneID: 1, ageDays: 300 },
  { id: 9, clientId: 102, productName: 'Personal Plus', groupIDs: [21], ...STOCK, siteLimit: 0, trafficPrice: 0.07, maxConnections: 3000, bandwidth: 200, exceedAction: 'pause', sellType: 'personal', portTypes: ['l7'], zoneID: 2, ageDays: 250 },
  { id: 10, clientId: 102, productName: 'Commerce Pro', groupIDs: [11], ...STOCK, backupGroupID: 12, lockDomain: true, cnameMode: 'custom', siteLimit: 0, trafficPrice: 0.04, maxConnections: 20000, bandwidth: 1000, exceedAction: 'none', sellType: 'business', portTypes: ['l7'], zoneID: 1, ageDays: 220 },
  { id: 11, clientId: 102, productName: 'Media Delivery', groupIDs: [31], ...STOCK, siteLimit: 0, trafficPrice: 0.02, maxConnections: 50000, bandwidth: 5000, exceedAction: 'limit', sellType: 'business', portTypes: ['l7', 'l4'], zoneID: 3, ageDays: 180 },
];

/** The customers' account names; each has the registered domain `<name>.example`. */
const CUSTOMERS = [
  'kettle-coffee', 'northbay-clinic', 'paper-crane', 'sunrise-travel', 'ironwood-tools', 'bamboo-labs', 'river-school', 'jade-garden', 'orbit-news',
  'maple-fitness', 'cobalt-pay', 'lotus-spa', 'summit-games', 'harvest-market', 'beacon-radio', 'willow-hotels',
];
const domainOf = (customer: string) => `${customer}.example`;

/** Account ids of the customers: after the hand-written seed's, before the accounts tests create (400+). */
export const BULK_CUSTOMER_IDS = CUSTOMERS.map((_, i) => 350 + i);
export const BULK_SITE_COUNT = 320;
/** Site ids of the bulk sites: after the hand-written ones (41xx-44xx) and the ids the store gives new sites (4501+). */
export const BULK_FIRST_SITE_ID = 6001;

const LABELS = ['www', 'shop', 'api', 'img', 'static', 'blog', 'news', 'm', 'app', 'login', 'cdn', 'media', 'docs', 'help', 'status', 'pay', 'video', 'dl'];
const SITE_WORDS = ['www', 'shop', 'api', 'media', 'events', 'portal', 'promo', 'members', 'stage', 'assets', 'docs', 'beta', 'outlet', 'mobile', 'intl', 'jobs', 'pets', 'kids', 'eu', 'us'];
const STATUSES: SiteStatus[] = ['normal', 'normal', 'normal', 'normal', 'pause', 'lock', 'expired'];
const TRAFFIC: SiteInfo['trafficState'][] = ['normal', 'normal', 'normal', 'warning', 'limited'];
const TAGS = ['production', 'staging', 'campaign', 'storefront', 'api', 'static', 'legacy', 'partner'];

/** The customers, as accounts of Northwind (role "Customer"). */
export function seedBulkCustomers(store: Store) {
  const seeds: SeedAccount[] = CUSTOMERS.map((name, i) => ({
    id: BULK_CUSTOMER_IDS[i]!,
    email: `owner@${domainOf(name)}`,
    accountName: name,
    auth: 'user',
    isRoot: true,
    parentId: 102,
    roleID: 6,
    password: null,
    login2FAType: 2,
    note: 'customer of Northwind (no password yet)',
    companyName: name.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' '),
    updatedDaysAgo: 10 + (fnv(name) % 200),
  }));
  const byId = new Map<number, SeedAccount>(seeds.map((s) => [s.id, s]));
  const northwind = store.accounts.get(102);
  if (!northwind) return;
  byId.set(102, { id: 102, email: northwind.email, accountName: northwind.accountName, auth: 'client', isRoot: true, parentId: 1, roleID: 3, password: null, login2FAType: 2, note: '', updatedDaysAgo: 0 });
  for (const seed of seeds) if (!store.accounts.get(seed.id)) store.accounts.put(seedRecord(seed, null, byId));
}

/**
 * The bulk sites: 20 per customer, names `<word>[-n].<customer domain>`; every status, traffic state, product and
 * port type occurs; about 6 domains each (the apex and labels under it). The first customer (kettle-coffee) has
 * its automatic certificates failing, 50 applications this week: renewing one is refused (401004).
 */
export function bulkSites() {
  const out: SiteSeed[] = [];
  for (let i = 0; i < BULK_SITE_COUNT; i += 1) {
    const c = i % CUSTOMERS.length;
    const k = Math.floor(i / CUSTOMERS.length);
    const customer = CUSTOMERS[c]!;
    const domain = domainOf(customer);
    const word = SITE_WORDS[k % SITE_WORDS.length]!;
    const name = `${word}.${domain}`;
    const h = fnv(name);
    const product = BULK_PRODUCTS[h % BULK_PRODUCTS.length]!;
    const l4 = product.portTypes.includes('l4') && h % 5 === 0;
    const count = l4 ? 0 : 4 + (h % 7);
    const labels: string[] = [];
    for (let j = 0; labels.length < count; j += 1) {
      const label = `${LABELS[(h + j * 7) % LABELS.length]}${j >= LABELS.length ? `-${j}` : ''}`;
      const full = `${label}-${word}`;
      if (!labels.includes(full)) labels.push(full);
    }
    out.push({
      id: BULK_FIRST_SITE_ID + i,
      owner: BULK_CUSTOMER_IDS[c]!,
      name,
      product: product.id,
      status: STATUSES[(h >>> 3) % STATUSES.length]!,
      traffic: TRAFFIC[(h >>> 7) % TRAFFIC.length]!,
      forceBackup: h % 17 === 0,
      // No domain limit of their own (0: unlimited).
      domainLimit: 0,
      tags: [TAGS[h % TAGS.length]!, ...(h % 3 === 0 ? [TAGS[(h >>> 4) % TAGS.length]!] : [])].filter((t, n, all) => all.indexOf(t) === n),
      expires: h % 4 === 0 ? null : (h >>> 9) % 7 === 0 ? -((h % 60) + 1) : 30 + (h % 400),
      l4,
      labels: [...(customer === 'kettle-coffee' && k === 0 ? ['@'] : []), ...labels],
      autoSslFailed: customer === 'kettle-coffee',
    });
  }
  return out;
}


