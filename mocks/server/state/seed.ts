// Builds the seeded state: the demo tenant of seed-data.ts plus branding, DNS settings, an API token and
// the set-password mail of the account that has not confirmed its email yet.
import { createMailer, mailSetPasswordLink } from '../domain/mail.ts';
import { hashPassword, seedSalt, sha256 } from '../domain/secrets.ts';
import type { BackendConfig } from '../types.ts';
import { emptyState } from './model.ts';
import { SEED_ACCOUNTS, SEED_ROLES, SEED_SITES, seedDate, seedRecord } from './seed-data.ts';
import { Store } from './store.ts';

const SECOND_STEP = ['code by mail (see the mailbox)', 'authenticator app', 'no second step'] as const;

export const demoAccounts = SEED_ACCOUNTS.map((seed) => ({
  area: seed.auth,
  email: seed.email,
  password: seed.password ?? '',
  note: seed.password === null ? seed.note : `${seed.note}; ${SECOND_STEP[seed.login2FAType]}`,
}));

// Seed hashes use fixed salts, so they are the same at every reset: computed once per process (by email).
const seedHashes = new Map<string, string>();

/** The same content at every call; only the expiry of the seeded mail token follows `now`. */
export function createSeed(now: number, config: BackendConfig) {
  const store = new Store({ ...emptyState(now, 102), sequences: { account: 400, role: 19, site: 4500, apiToken: 21, mail: 0 } });
  const byId = new Map(SEED_ACCOUNTS.map((seed) => [seed.id, seed]));
  for (const seed of SEED_ACCOUNTS) {
    if (seed.password !== null && !seedHashes.has(seed.email)) seedHashes.set(seed.email, hashPassword(seed.password, seedSalt(seed.email)));
    store.accounts.put(seedRecord(seed, seedHashes.get(seed.email) ?? null, byId));
  }
  for (const role of SEED_ROLES) store.roles.put(role);
  for (const site of SEED_SITES) store.sites.put(site);

  store.branding.put({ clientId: 102, hosts: ['console.northwind-cdn.example'], branding: { title: 'Northwind Edge', copyright: '© 2026 Northwind CDN Ltd.' } });
  store.branding.put({ clientId: 103, hosts: ['console.skyline-resell.example'], branding: { title: 'Skyline Shield', copyright: '© 2026 Skyline Resell Co.' } });

  store.dnsSettings.put({ clientId: 102, dnsType: 'cloudflare', domain: 'cdn.northwind-cdn.example', accessKey: 'cf_Yk2l9QZp1vX8wR4t6uN0mB3s5d7f3f9a', updatedAt: seedDate(55) });
  store.dnsSettings.put({ clientId: 104, dnsType: 'route53', domain: 'edge.bluefin-media.example', accessKey: 'AKIABLUEFINEXAMPLE01', secretKey: 'bluefin/EXAMPLE/secret-key', updatedAt: seedDate(9) });

  store.addApiToken({
    id: 21,
    accountId: 302,
    name: 'terraform-ci',
    secretHash: sha256('apt_seeded-token-of-harbor-tea-terraform'),
    createdAt: seedDate(79),
    expiredAt: seedDate(79 - 365),
    lastUsedAt: seedDate(-4),
  });

  const newHire = store.accounts.get(313)!;
  mailSetPasswordLink(store, createMailer(store, () => {}), newHire, now, config, `mtk_${sha256('seed:new.hire@harbor-tea.example').slice(0, 32)}`);
  return store.toData();
}
