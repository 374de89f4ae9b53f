// The client's dashboard layout (pages of widgets), also the JSON it exports and imports. Before the first
// save the product's default layout answers (updatedAt null). A save is checked as a whole: page ids and
// widget keys are unique (101025), a key is widgetID-dataType (101003), a widget fits the 24-column grid (101003),
// and zones and sites are the client's own (101018). Which type numbers a data type shows is the contract's
// (ClientDashboardWidgetForms), checked before the handler runs.
import { fail, type Violation } from '../errors.ts';
import type { Store } from '../state/store.ts';
import { defineHandlers } from '../types.ts';
import { given } from './crud-more.ts';
import { defineResource, stateOf } from './define.ts';
import { siteById } from './sites.resource.ts';
import { clientScope } from '../domain/tenancy.ts';
import { clientRootOf, DAY_MS, iso, type Schemas } from './system/common.ts';
import { zoneById } from './zones.resource.ts';

type Dashboard = Schemas['ClientDashboard'];
type Page = Schemas['ClientDashboardPage'];
type Widget = Schemas['ClientDashboardWidget'];

type DashboardRecord = Dashboard & { clientId: number; updatedAt: string };

interface DashboardState {
  dashboards: DashboardRecord[];
}

const GRID_COLUMNS = 24;
const widget = (widgetID: Widget['widgetID'], dataType: Widget['dataType'], x: number, y: number, w: number, h: number, extra: Partial<Widget> = {}) =>
  // range, intervalMinutes and top have defaults in the contract: a widget may leave them out.
  ({ key: `${widgetID}-${dataType}`, widgetID, dataType, x, y, w, h, ...extra }) as Widget;

/**
 * An overview page: four cards of the last 24 hours across the top, the QPS series beneath them and two tops at the
 * bottom. The product's default and the demo client's own differ in the third card and the tops.
 */
const overview = (thirdCard: Widget['widgetID'], tops: [Widget, Widget]): Page => ({
  id: 'overview',
  name: 'Overview',
  widgets: [
    widget(3, 'card', 0, 0, 6, 4, { range: 'last24Hours' }),
    widget(4, 'card', 6, 0, 6, 4, { range: 'last24Hours' }),
    widget(thirdCard, 'card', 12, 0, 6, 4, { range: 'last24Hours' }),
    widget(15, 'card', 18, 0, 6, 4, { range: 'last24Hours' }),
    widget(2, 'timeSeries', 0, 4, 24, 8, { title: 'QPS', range: 'last24Hours', intervalMinutes: 15 }),
    ...tops,
  ],
});

/** The product's layout before a client saves its own. */
const defaultPages = () => [
  overview(5, [
    widget(11, 'top', 0, 12, 12, 8, { range: 'last24Hours', top: 10 }),
    widget(15, 'top', 12, 12, 12, 8, { range: 'last24Hours', top: 10 }),
  ]),
];

const copy = (pages: readonly Page[]) => structuredClone(pages) as Page[];
/** A layout as the client gets it (a copy: the answer never shares the stored pages). */
const view = ({ pages, updatedAt }: { pages: readonly Page[]; updatedAt: string | null }): Dashboard => ({ version: 1, pages: copy(pages), updatedAt });

function seed(now: number): DashboardState {
  const northwind: Page[] = [
    overview(14, [
      widget(11, 'top', 0, 12, 12, 8, { range: 'last30Days', top: 10, zoneIDs: [1] }),
      widget(16, 'top', 12, 12, 12, 8, { title: 'User agents', range: 'last24Hours', top: 10 }),
    ]),
    {
      id: 'security',
      name: 'Security',
      widgets: [
        widget(12, 'timeSeries', 0, 0, 12, 8, { title: 'Blacklist hits', range: 'last24Hours', intervalMinutes: 60 }),
        widget(13, 'timeSeries', 12, 0, 12, 8, { title: 'WAF blocks', range: 'last24Hours', intervalMinutes: 60 }),
        widget(23, 'top', 0, 8, 8, 8, { top: 10 }),
        widget(24, 'top', 8, 8, 8, 8, { top: 10 }),
        widget(25, 'top', 16, 8, 8, 8, { top: 20 }),
      ],
    },
    {
      id: 'harbor-tea',
      name: 'Harbor Tea storefront',
      widgets: [
        widget(3, 'card', 0, 0, 8, 4, { siteIDs: [4101, 4102] }),
        widget(5, 'card', 8, 0, 8, 4, { siteIDs: [4101, 4102] }),
        widget(15, 'top', 0, 4, 24, 8, { title: 'Top URLs', top: 20, siteIDs: [4101, 4102] }),
      ],
    },
  ];
  return { dashboards: [{ clientId: 102, version: 1, pages: northwind, updatedAt: iso(now - 4 * DAY_MS) }] };
}

function checkLayout(store: Store, clientId: number, body: Dashboard) {
  const problems: Violation[] = [];
  const pageIds = new Map<string, number>();
  const clients = clientScope(store, { id: clientId });
  body.pages.forEach((page, p) => {
    const earlierPage = pageIds.get(page.id);
    if (earlierPage !== undefined) throw fail.duplicate('duplicated data', [{ in: 'body', field: `pages.${p}.id`, message: `is the id of pages.${earlierPage} too` }]);
    pageIds.set(page.id, p);
    const keys = new Map<string, number>();
    page.widgets.forEach((w, i) => {
      const field = `pages.${p}.widgets.${i}`;
      if (w.key !== `${w.widgetID}-${w.dataType}`) problems.push({ in: 'body', field: `${field}.key`, message: `must be ${w.widgetID}-${w.dataType}` });
      if (w.x + w.w > GRID_COLUMNS) problems.push({ in: 'body', field: `${field}.w`, message: `x + w must be at most ${GRID_COLUMNS}` });
      const earlier = keys.get(w.key);
      if (earlier !== undefined) throw fail.duplicate('duplicated data', [{ in: 'body', field: `${field}.key`, message: `is the key of pages.${p}.widgets.${earlier} too` }]);
      keys.set(w.key, i);
      for (const zoneId of w.zoneIDs ?? []) {
        const zone = zoneById(store, zoneId);
        if (!zone || !clients.has(zone.ownerId)) throw fail.denied(`zone ${zoneId} is not yours`);
      }
      for (const siteId of w.siteIDs ?? []) {
        const ownerId = siteById(store, siteId)?.ownerId ?? store.sites.get(siteId)?.ownerId;
        const owner = ownerId === undefined ? undefined : store.accounts.get(ownerId);
        if (!owner || owner.clientID === null || !clients.has(owner.clientID)) throw fail.denied(`site ${siteId} is not of your tenant`);
      }
    });
  });
  if (problems.length) throw fail.parameter('parameter error', problems);
}

const dashboardModule = defineResource<DashboardState>({
  name: 'system-dashboard',
  seed: ({ now }) => seed(now),
  handlers: defineHandlers({
    ...given((_input, { store, caller }) => clientRootOf(store, caller.account), {
      'client-dashboard-get-dashboard': (client, _input, { store }) => {
        const saved = state(store).dashboards.find((d) => d.clientId === client.id);
        return { data: view(saved ?? { pages: defaultPages(), updatedAt: null }) };
      },
      // The contract refuses a layout of another version (ClientDashboard's version is const 1).
      'client-dashboard-save-dashboard': (client, { body }, { store, now }) => {
        checkLayout(store, client.id, body);
        const s = state(store);
        const record: DashboardRecord = { clientId: client.id, version: 1, pages: copy(body.pages), updatedAt: iso(now) };
        s.dashboards = [...s.dashboards.filter((d) => d.clientId !== client.id), record];
        store.changed();
        return { data: view(record) };
      },
    }),
  }),
});

const state = (store: Store): DashboardState => stateOf(store, dashboardModule);

export default dashboardModule;
