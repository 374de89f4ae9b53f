// The client sites list benchmark (npm run bench -- sites): the console's sitesManagement/sitesList screen (the real
// component, its generated hooks, filters, selection and site actions) on 10,000 sites answered by a stub of the API
// (seeded here, for the benchmark only: the embedded backend's demo has 350). The stub filters and pages as the
// backend does and applies a status change. The page leaves its first render on window.__sitesBench; the filter,
// selection and bulk action are driven and timed by scripts/bench.mjs.
import '@mantine/core/styles.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import type { ClientSite, ClientSiteStatus } from '../../src/api/generated/model';
import { Component as SitesScreen } from '../../src/features/sites-admin/SitesScreen';
import { preloadDialogs } from '../../src/components/dialog-mount';
import { whenIdle } from '../../src/components/when-idle';
import { messages as consoleMessages } from '../../locales/en/console.po';
import { messages } from '../../locales/en/messages.po';

const SITES = 10_000;
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const zones = ['Taipei', 'Tokyo', 'Frankfurt'];
const products = ['Starter', 'Business', 'Enterprise', 'Commerce Pro', 'Media Delivery'];
const statuses: ClientSiteStatus[] = ['normal', 'normal', 'normal', 'pause', 'lock', 'expired'];
const words = ['shop', 'api', 'www', 'img', 'blog', 'media', 'events', 'portal'];

const sites: ClientSite[] = Array.from({ length: SITES }, (_, i) => ({
  id: 10_001 + i,
  siteName: `${words[i % words.length]}-${i}.customer-${Math.floor(i / 20)}.example`,
  status: statuses[(i * 7) % statuses.length]!,
  tags: i % 3 === 0 ? ['production'] : i % 3 === 1 ? ['campaign', 'static'] : [],
  productID: (i % products.length) + 1,
  productName: products[i % products.length]!,
  zoneID: (i % 3) + 1,
  zoneName: zones[i % 3]!,
  users: [{ id: 500 + Math.floor(i / 20), accountName: `customer-${Math.floor(i / 20)}`, email: `owner@customer-${Math.floor(i / 20)}.example` }],
  cname: `s${10_001 + i}.cdn.northwind-cdn.example`,
  portType: i % 25 === 0 ? 'l4' : 'l7',
  trafficState: i % 11 === 0 ? 'limited' : i % 7 === 0 ? 'warning' : 'normal',
  forceBackup: i % 17 === 0,
  limitations: { domainLimit: 10, portLimit: 0, bandwidthMbps: 100, maxConnections: 2000, monthlyTrafficGB: 1000 },
  expiredAt: i % 4 === 0 ? null : '2027-06-30T23:59:59Z',
  domainCount: 1 + (i % 9),
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
}));

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
  // The transport may hand over a Request (method and body inside) or a URL with its init.
  const request = input instanceof Request ? input : null;
  const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
  const bodyText = async () => (request ? await request.text() : String(init?.body));
  const q = url.searchParams;
  if (url.pathname.endsWith('/client/sites') && method === 'GET') {
    const name = q.get('siteName')?.toLowerCase();
    const wanted = q.get('statuses')?.split(',');
    const zone = q.get('zoneID');
    const rows = sites.filter(
      (s) => (!name || s.siteName.includes(name)) && (!wanted || wanted.includes(s.status)) && (!zone || String(s.zoneID) === zone),
    );
    const page = Number(q.get('page') ?? 1);
    const size = Number(q.get('pageSize') ?? 10);
    return json({ total: rows.length, data: rows.slice((page - 1) * size, page * size) });
  }
  if (url.pathname.endsWith('/client/site/status') && method === 'PATCH') {
    const body = JSON.parse(await bodyText()) as { ids: number[]; status: ClientSiteStatus };
    const ids = new Set(body.ids);
    for (const [i, s] of sites.entries()) if (ids.has(s.id)) sites[i] = { ...s, status: body.status };
    return json({ code: 101001, message: 'OK' });
  }
  if (url.pathname.endsWith('/client/site/tags')) return json({ data: ['production', 'campaign', 'static'] });
  if (url.pathname.endsWith('/client/metaZones')) return json({ data: zones.map((name, i) => ({ id: i + 1, name })) });
  if (url.pathname.endsWith('/client/metaProducts')) return json({ data: products.map((name, i) => ({ id: i + 1, name })) });
  if (url.pathname.endsWith('/client/accounts')) return json({ total: 0, data: [] });
  return json({ code: 4005, message: 'not in the bench' });
};

i18n.load('en', { ...messages, ...consoleMessages });
i18n.activate('en');
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });

const started = performance.now();
createRoot(document.getElementById('root')!).render(
  <I18nProvider i18n={i18n}>
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/client/sitesManagement/sitesList']}>
          <SitesScreen />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  </I18nProvider>,
);

async function run() {
  while (!document.querySelector('[data-scroll="resource-table"] tr[data-index]')) await frame();
  await frame();
  // As the console's shell does once the page is idle (the leave guard's host): Mantine's Modal loads apart from the
  // page's code (src/components/dialog-mount.tsx), and a dialog opened later finds it there.
  whenIdle(() => void preloadDialogs(), 3000);
  (window as unknown as { __sitesBench: unknown }).__sitesBench = { sites: SITES, renderMs: performance.now() - started };
}
void run();
