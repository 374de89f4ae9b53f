import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateAfter } from '../../api/invalidate';
import { invalidateUnder } from '../invalidate';
import { startWriteBroadcast, writeChannelName } from './broadcast';

const SETTINGS = ['/user/site/4101/settings', 'form', 'user.site.compression'];
const OTHER_SITE = ['/user/site/4102/settings', 'form', 'user.site.compression'];
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function tab() {
  const client = new QueryClient();
  for (const key of [SETTINGS, OTHER_SITE]) client.setQueryData(key, { gzip: true });
  const stop = startWriteBroadcast(client);
  // Another tab of the user console: a channel of the same name.
  const other = new BroadcastChannel(writeChannelName('user'));
  stops.push(stop, () => other.close());
  const heard: unknown[] = [];
  other.onmessage = (event) => heard.push(event.data);
  return { client, other, heard };
}
const stale = (client: QueryClient, key: unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('writes told to the other tabs of the console', () => {
  it('tells the write of this tab, by operation and by URL prefix', async () => {
    history.pushState({}, '', '/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example');
    const { client, heard } = tab();
    await invalidateAfter(client, 'user-siteSetting-set-gzip', { siteId: 4101 });
    await invalidateUnder(client, '/user/site/4101/settings');
    await vi.waitFor(() => expect(heard).toEqual([{ operationId: 'user-siteSetting-set-gzip', path: { siteId: 4101 } }, { prefix: '/user/site/4101/settings' }]));
  });

  it("refreshes what another tab's write changed, only that, and does not tell it again", async () => {
    history.pushState({}, '', '/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example');
    const { client, other, heard } = tab();
    other.postMessage({ operationId: 'user-siteSetting-set-gzip', path: { siteId: 4101 } });
    await vi.waitFor(() => expect(stale(client, SETTINGS)).toBe(true));
    expect(stale(client, OTHER_SITE)).toBe(false);
    other.postMessage({ prefix: '/user/site/4102' });
    await vi.waitFor(() => expect(stale(client, OTHER_SITE)).toBe(true));
    expect(heard).toEqual([]);
  });

  it("ignores another console's channel and what is not a write", async () => {
    history.pushState({}, '', '/user/sitesManagement/sitesSetting/4101/www.harbor-tea.example');
    const { client, other } = tab();
    const admin = new BroadcastChannel(writeChannelName('admin'));
    stops.push(() => admin.close());
    admin.postMessage({ prefix: '/user/site/4101' });
    other.postMessage({ something: 'else' });
    other.postMessage({ prefix: '/user/site/4102' });
    await vi.waitFor(() => expect(stale(client, OTHER_SITE)).toBe(true));
    expect(stale(client, SETTINGS)).toBe(false);
  });
});
