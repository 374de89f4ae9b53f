// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { changedBy, invalidateAfter } from './invalidate';

describe('what a write changes, from the contract', () => {
  it('a write of a site changes every read of that site, and no other site\'s', () => {
    const changed = changedBy('user-siteSetting-set-gzip', { siteId: 4101 });
    expect(changed('/user/site/4101/settings')).toBe(true);
    expect(changed('/user/site/4101/domains')).toBe(true);
    expect(changed('/user/site/4101')).toBe(true);
    expect(changed('/user/site/4102/settings')).toBe(false);
    expect(changed('/user/site/41011/settings')).toBe(false);
    expect(changed('/user/sites')).toBe(false);
  });

  it('a domain write also changes the domain look-ups that share its tag, outside the site', () => {
    const changed = changedBy('user-siteDomain-set-status', { siteId: 4101 });
    expect(changed('/user/domains/tags')).toBe(true);
    expect(changed('/user/domains/ids')).toBe(true);
    expect(changed('/client/domains')).toBe(false);
  });

  it('the account\'s own calls outside the consoles\' prefixes (API tokens) refresh each other', () => {
    expect(changedBy('common-apiToken-create-token')('/apiTokens')).toBe(true);
    expect(changedBy('common-apiToken-delete-tokens')('/apiTokens')).toBe(true);
    expect(changedBy('common-apiToken-create-token')('/user/sites')).toBe(false);
  });

  it('a site\'s tags change the sites lists; an account write changes its area\'s account reads only', () => {
    expect(changedBy('user-site-set-tags', { siteId: 4101 })('/user/sites')).toBe(true);
    const self = changedBy('kind-account-update-self', { kind: 'client' });
    expect(self('/client/account/self')).toBe(true);
    expect(self('/user/account/self')).toBe(false);
  });

  it('invalidates exactly those cached queries', async () => {
    const client = new QueryClient();
    for (const key of [['/user/site/4101/settings'], ['/user/site/4101/domains', { page: 1 }], ['/user/site/4102/settings'], ['/user/domains/tags', { body: {} }], ['/user/sites']]) {
      client.setQueryData(key, { data: [] });
    }
    await invalidateAfter(client, 'user-siteDomain-set-status', { siteId: 4101 });
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[0]);
    expect(stale.sort()).toEqual(['/user/domains/tags', '/user/site/4101/domains', '/user/site/4101/settings']);
  });
});
