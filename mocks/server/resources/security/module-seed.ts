// The demo's URL redirect, CORS and custom header modules (each kind's resource seeds its own from here), and the
// domains bound to them. Ids follow one counter over the three kinds in this order (modules from 31, redirect
// entries from 9101, headers from 701), as when one module kept them, so state files and links stay valid.
import type { Store } from '../../state/store.ts';
import { domainsOfSite, siteById } from '../sites.resource.ts';
import type { ModuleKind } from '../sites/model.ts';
import { type Schemas, iso } from './common.ts';

const DAY = 86_400_000;

export interface CorsSettings {
  origins: string;
  methods: Schemas['CorsModule']['methods'];
  allowHeaders: string[];
  exposeHeaders: string[];
  allowCredentials: boolean;
  maxAge: number;
}
export type RedirectEntry = Schemas['UrlRedirectUrl'];
export type HeaderEntry = Schemas['ModuleCustomHeaderItem'];
type SeededKind = 'urlRedirect' | 'cors' | 'customHeader';

interface ModuleSeed {
  site: number;
  kind: SeededKind;
  name: string;
  memo?: string;
  /** Domain names (by first label) bound to the module. */
  bind: string[];
  ageDays: number;
  urls?: { source: string; target: string; code: 301 | 302; memo?: string }[];
  headers?: { key: string; value: string }[];
  cors?: CorsSettings;
}

const TEA_PATHS = ['oolong', 'green', 'black', 'white', 'pu-erh', 'jasmine', 'genmaicha', 'sencha', 'matcha', 'hojicha', 'earl-grey', 'assam', 'darjeeling', 'rooibos', 'chamomile', 'mint', 'ginger', 'chai', 'lapsang', 'longjing'];
const BOOK_PATHS = ['classics', 'poetry', 'travel', 'cookbooks', 'history', 'science', 'children', 'graphic-novels', 'crime', 'romance', 'sci-fi', 'fantasy', 'art', 'philosophy', 'languages'];


const MODULES: ModuleSeed[] = [
  {
    site: 4101,
    kind: 'urlRedirect',
    name: 'old-catalogue-paths',
    memo: 'Paths of the 2025 shop kept alive after the migration',
    bind: ['www', 'harbor-tea'],
    ageDays: 42,
    urls: [
      ...TEA_PATHS.map((t, i) => ({ source: `/products/${t}-2025`, target: `https://shop.harbor-tea.example/tea/${t}`, code: 301 as const, ...(i % 5 === 0 ? { memo: 'Renamed category' } : {}) })),
      ...TEA_PATHS.map((t) => ({ source: `/collections/${t}`, target: `https://shop.harbor-tea.example/tea/${t}?from=collections`, code: 301 as const })),
    ],
  },
  {
    site: 4101,
    kind: 'urlRedirect',
    name: 'campaign-short-links',
    memo: 'Short links printed on the autumn flyers',
    bind: ['www', 'm'],
    ageDays: 20,
    urls: [
      { source: '/sale', target: 'https://shop.harbor-tea.example/collections/winter-sale', code: 302 },
      { source: '/gift', target: 'https://shop.harbor-tea.example/collections/gift-boxes', code: 302, memo: 'Until the new year' },
      { source: '/club', target: 'https://club.harbor-tea.example/join', code: 302 },
      { source: '/tasting', target: 'https://events.harbor-tea.example/tasting', code: 302 },
      { source: '/app', target: 'https://app.harbor-tea.example/download', code: 302 },
      { source: '/wholesale', target: 'https://wholesale.harbor-tea.example/', code: 301 },
    ],
  },
  { site: 4102, kind: 'urlRedirect', name: 'legacy-shop-paths', bind: ['shop'], ageDays: 70, urls: TEA_PATHS.slice(0, 8).map((t) => ({ source: `/shop/${t}.html`, target: `https://shop.harbor-tea.example/tea/${t}`, code: 301 as const })) },
  {
    site: 4201,
    kind: 'urlRedirect',
    name: 'retired-category-pages',
    memo: 'Category pages of the old bookshop',
    bind: ['www', 'lantern-books'],
    ageDays: 95,
    urls: BOOK_PATHS.map((b, i) => ({ source: `/category.php?c=${b}`, target: `https://www.lantern-books.example/books/${b}`, code: i % 4 === 3 ? (302 as const) : (301 as const) })),
  },
  {
    site: 4101,
    kind: 'cors',
    name: 'storefront-api',
    memo: 'Checkout calls from the shop front',
    bind: ['www'],
    ageDays: 30,
    cors: { origins: '{host}', methods: ['GET', 'POST', 'OPTIONS'], allowHeaders: ['Content-Type', 'Authorization'], exposeHeaders: ['X-Request-Id'], allowCredentials: true, maxAge: 3600 },
  },
  {
    site: 4101,
    kind: 'cors',
    name: 'public-assets',
    bind: ['static', 'fonts'],
    ageDays: 44,
    cors: { origins: '*', methods: ['GET', 'HEAD'], allowHeaders: [], exposeHeaders: [], allowCredentials: false, maxAge: 86400 },
  },
  {
    site: 4203,
    kind: 'cors',
    name: 'catalog-api',
    memo: 'The bookshop front and the reader app',
    bind: ['api', 'catalog-api', 'search-api'],
    ageDays: 50,
    cors: { origins: '{host}:8443', methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'], allowHeaders: ['Content-Type', 'Authorization', 'X-Api-Key'], exposeHeaders: ['X-RateLimit-Remaining'], allowCredentials: true, maxAge: 600 },
  },
  {
    site: 4403,
    kind: 'cors',
    name: 'launcher-api',
    bind: ['api', 'leaderboard'],
    ageDays: 18,
    cors: { origins: '*', methods: ['GET', 'OPTIONS'], allowHeaders: ['X-Client-Version'], exposeHeaders: [], allowCredentials: false, maxAge: 1800 },
  },
  {
    site: 4101,
    kind: 'customHeader',
    name: 'security-headers',
    memo: 'HSTS and frame options for the shop',
    bind: ['www', 'harbor-tea', 'm'],
    ageDays: 42,
    headers: [
      { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
      { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    ],
  },
  { site: 4101, kind: 'customHeader', name: 'asset-caching-hints', bind: ['static'], ageDays: 42, headers: [{ key: 'Timing-Allow-Origin', value: '*' }] },
  {
    site: 4201,
    kind: 'customHeader',
    name: 'security-headers',
    bind: ['www', 'shop', 'checkout'],
    ageDays: 80,
    headers: [
      { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
      { key: 'Content-Security-Policy', value: "default-src 'self'; img-src 'self' https://cdn.lantern-books.example" },
    ],
  },
  { site: 4401, kind: 'customHeader', name: 'launcher-headers', memo: 'Read by the game launcher', bind: ['launcher', 'play'], ageDays: 25, headers: [{ key: 'X-Launcher-Min-Version', value: '2.14.0' }, { key: 'X-Region', value: 'apac' }] },
];

export interface SeededModule {
  siteId: number;
  id: number;
  name: string;
  memo?: string;
  createdAt: string;
  updatedAt: string;
  urls: RedirectEntry[];
  headers: HeaderEntry[];
  cors?: CorsSettings;
}

/** What a state file written before the kinds had resources of their own holds under `site-config`. */
interface LegacyState {
  modules?: ({ id: number; siteId: number; kind: string; name: string; memo?: string; cors?: CorsSettings; createdAt: string; updatedAt: string })[];
  redirectUrls?: ({ id: number; moduleId: number; source: string; target: string; code: 301 | 302; memo?: string })[];
  headers?: (HeaderEntry & { moduleId: number })[];
}

/** The modules of one kind a state file kept under `site-config` (their domains are bound already). */
function legacyModules(store: Store, kind: SeededKind): SeededModule[] | null {
  const legacy = store.resources['site-config'] as LegacyState | undefined;
  if (!legacy?.modules) return null;
  return legacy.modules
    .filter((m) => m.kind === kind)
    .map((m) => ({
      siteId: m.siteId,
      id: m.id,
      name: m.name,
      ...(m.memo !== undefined ? { memo: m.memo } : {}),
      createdAt: m.createdAt,
      updatedAt: m.updatedAt,
      urls: (legacy.redirectUrls ?? []).filter((u) => u.moduleId === m.id).map((u) => ({ id: u.id, source: u.source, target: u.target, code: u.code, ...(u.memo !== undefined ? { memo: u.memo } : {}) })),
      headers: (legacy.headers ?? []).filter((h) => h.moduleId === m.id).map((h) => ({ id: h.id, key: h.key, value: h.value })),
      ...(m.cors ? { cors: m.cors } : {}),
    }));
}

/** The next id a kind's counter gives: beyond every module and entry it starts with. */
export function firstFreeId(modules: readonly SeededModule[]): number {
  const ids = modules.flatMap((m) => [m.id, ...m.urls.map((u) => u.id), ...m.headers.map((h) => h.id)]);
  return Math.max(SEEDED_IDS_END, ...ids);
}

/**
 * The modules of one kind a new resource state starts with: those a state file kept under `site-config` (before
 * each kind had its own resource), else the demo's, their domains bound (a domain bound already keeps its module).
 */
export function seededModules(store: Store, now: number, kind: SeededKind): SeededModule[] {
  const kept = legacyModules(store, kind);
  if (kept) return kept;
  const ids = { module: 30, url: 9100, header: 700 };
  const out: SeededModule[] = [];
  for (const m of MODULES) {
    if (!siteById(store, m.site)) continue;
    const id = ++ids.module;
    const urls = (m.urls ?? []).map((u) => ({ id: ++ids.url, source: u.source, target: u.target, code: u.code, ...(u.memo ? { memo: u.memo } : {}) }));
    const headers = (m.headers ?? []).map((h) => ({ id: ++ids.header, key: h.key, value: h.value }));
    if (m.kind !== kind) continue;
    out.push({
      siteId: m.site,
      id,
      name: m.name,
      ...(m.memo ? { memo: m.memo } : {}),
      createdAt: iso(now - m.ageDays * DAY),
      updatedAt: iso(now - Math.floor(m.ageDays / 4) * DAY),
      urls,
      headers,
      ...(m.cors ? { cors: { ...m.cors, methods: [...m.cors.methods], allowHeaders: [...m.cors.allowHeaders], exposeHeaders: [...m.cors.exposeHeaders] } } : {}),
    });
    for (const d of domainsOfSite(store, m.site)) {
      const label = d.domainName.split('.')[0];
      if (m.bind.includes(label) && (d.modules[kind as ModuleKind] ?? null) === null) d.modules[kind as ModuleKind] = id;
    }
  }
  return out;
}

/** A kind's state from its seeded modules: each site's modules, with what `record` keeps of a seeded one. */
export function seededState<T>(store: Store, now: number, kind: SeededKind, record: (m: SeededModule) => T) {
  const seeded = seededModules(store, now, kind);
  const sites: Record<string, (SeededRecord & T)[]> = {};
  for (const m of seeded) (sites[String(m.siteId)] ??= []).push({ id: m.id, name: m.name, ...(m.memo ? { memo: m.memo } : {}), createdAt: m.createdAt, updatedAt: m.updatedAt, ...record(m) });
  return { seq: firstFreeId(seeded), sites };
}

type SeededRecord = Pick<SeededModule, 'id' | 'name' | 'memo' | 'createdAt' | 'updatedAt'>;

/** Where a kind's counter starts at the least (beyond every id of the demo's modules and entries). */
const SEEDED_IDS_END = 20_000;
