// The demo's URL redirect, CORS and custom header modules (each kind's resource seeds its own from here), and the
// domains bound to them. Ids follow one counter over the three kinds in this order (modules from 31, redirect
// entries from 9101, headers from 701), as when one module kept them, so state files and links stay valid.
import type { Store } from '../../state/store.ts';
import { domainsOfSite, siteById } from '../sites.resource.ts';
import type { ModuleKind } from '../sites/model.ts';
import { DAY_MS, iso, type Schemas } from '../system/common.ts';

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
  urls?: (readonly [source: string, target: string, code: 301 | 302, memo?: string])[];
  headers?: [key: string, value: string][];
  cors?: CorsSettings;
}

/** A module of the demo: its site, kind and name, the domains bound to it, its age and memo, and what it holds. */
const seed = (site: number, kind: SeededKind, name: string, bind: string[], ageDays: number, memo: string | undefined, holds: Partial<ModuleSeed>) =>
  ({ site, kind, name, memo, bind, ageDays, ...holds }) as ModuleSeed;

const TEA_PATHS = ['oolong', 'green', 'black', 'white', 'pu-erh', 'jasmine', 'genmaicha', 'sencha', 'matcha', 'hojicha', 'earl-grey', 'assam', 'darjeeling', 'rooibos', 'chamomile', 'mint', 'ginger', 'chai', 'lapsang', 'longjing'];
const BOOK_PATHS = ['classics', 'poetry', 'travel', 'cookbooks', 'history', 'science', 'children', 'graphic-novels', 'crime', 'romance', 'sci-fi', 'fantasy', 'art', 'philosophy', 'languages'];

const MODULES: ModuleSeed[] = [
  seed(4101, 'urlRedirect', 'old-catalogue-paths', ['www', 'harbor-tea'], 42, 'Paths of the 2025 shop kept alive after the migration', {
    urls: [
      ...TEA_PATHS.map((t, i) => [`/products/${t}-2025`, `https://shop.harbor-tea.example/tea/${t}`, 301, i % 5 ? undefined : 'Renamed category'] as const),
      ...TEA_PATHS.map((t) => [`/collections/${t}`, `https://shop.harbor-tea.example/tea/${t}?from=collections`, 301] as const),
    ],
  }),
  seed(4101, 'urlRedirect', 'campaign-short-links', ['www', 'm'], 20, 'Short links printed on the autumn flyers', {
    urls: [
      ['/sale', 'https://shop.harbor-tea.example/collections/winter-sale', 302],
      ['/gift', 'https://shop.harbor-tea.example/collections/gift-boxes', 302, 'Until the new year'],
      ['/club', 'https://club.harbor-tea.example/join', 302],
      ['/tasting', 'https://events.harbor-tea.example/tasting', 302],
      ['/app', 'https://app.harbor-tea.example/download', 302],
      ['/wholesale', 'https://wholesale.harbor-tea.example/', 301],
    ],
  }),
  seed(4102, 'urlRedirect', 'legacy-shop-paths', ['shop'], 70, undefined, {
    urls: TEA_PATHS.slice(0, 8).map((t) => [`/shop/${t}.html`, `https://shop.harbor-tea.example/tea/${t}`, 301] as const),
  }),
  seed(4201, 'urlRedirect', 'retired-category-pages', ['www', 'lantern-books'], 95, 'Category pages of the old bookshop', {
    urls: BOOK_PATHS.map((b, i) => [`/category.php?c=${b}`, `https://www.lantern-books.example/books/${b}`, i % 4 === 3 ? 302 : 301] as const),
  }),
  seed(4101, 'cors', 'storefront-api', ['www'], 30, 'Checkout calls from the shop front', {
    cors: { origins: '{host}', methods: ['GET', 'POST', 'OPTIONS'], allowHeaders: ['Content-Type', 'Authorization'], exposeHeaders: ['X-Request-Id'], allowCredentials: true, maxAge: 3600 },
  }),
  seed(4101, 'cors', 'public-assets', ['static', 'fonts'], 44, undefined, {
    cors: { origins: '*', methods: ['GET', 'HEAD'], allowHeaders: [], exposeHeaders: [], allowCredentials: false, maxAge: 86400 },
  }),
  seed(4203, 'cors', 'catalog-api', ['api', 'catalog-api', 'search-api'], 50, 'The bookshop front and the reader app', {
    cors: { origins: '{host}:8443', methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'], allowHeaders: ['Content-Type', 'Authorization', 'X-Api-Key'], exposeHeaders: ['X-RateLimit-Remaining'], allowCredentials: true, maxAge: 600 },
  }),
  seed(4403, 'cors', 'launcher-api', ['api', 'leaderboard'], 18, undefined, {
    cors: { origins: '*', methods: ['GET', 'OPTIONS'], allowHeaders: ['X-Client-Version'], exposeHeaders: [], allowCredentials: false, maxAge: 1800 },
  }),
  seed(4101, 'customHeader', 'security-headers', ['www', 'harbor-tea', 'm'], 42, 'HSTS and frame options for the shop', {
    headers: [
      ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
      ['X-Frame-Options', 'SAMEORIGIN'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ],
  }),
  seed(4101, 'customHeader', 'asset-caching-hints', ['static'], 42, undefined, { headers: [['Timing-Allow-Origin', '*']] }),
  seed(4201, 'customHeader', 'security-headers', ['www', 'shop', 'checkout'], 80, undefined, {
    headers: [
      ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
      ['X-Content-Type-Options', 'nosniff'],
      ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
      ['Content-Security-Policy', "default-src 'self'; img-src 'self' https://cdn.lantern-books.example"],
    ],
  }),
  seed(4401, 'customHeader', 'launcher-headers', ['launcher', 'play'], 25, 'Read by the game launcher', {
    headers: [['X-Launcher-Min-Version', '2.14.0'], ['X-Region', 'apac']],
  }),
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

/** The demo's modules of one kind, their domains bound (a domain bound already keeps its module). */
function demoModules(store: Store, now: number, kind: SeededKind): SeededModule[] {
  const ids = { module: 30, url: 9100, header: 700 };
  const out: SeededModule[] = [];
  for (const m of MODULES) {
    if (!siteById(store, m.site)) continue;
    const id = ++ids.module;
    const urls = (m.urls ?? []).map(([source, target, code, memo]) => ({ id: ++ids.url, source, target, code, ...(memo ? { memo } : {}) }));
    const headers = (m.headers ?? []).map(([key, value]) => ({ id: ++ids.header, key, value }));
    if (m.kind !== kind) continue;
    out.push({
      siteId: m.site,
      id,
      name: m.name,
      ...(m.memo ? { memo: m.memo } : {}),
      createdAt: iso(now - m.ageDays * DAY_MS),
      updatedAt: iso(now - Math.floor(m.ageDays / 4) * DAY_MS),
      urls,
      headers,
      ...(m.cors ? { cors: structuredClone(m.cors) } : {}),
    });
    for (const d of domainsOfSite(store, m.site)) {
      const label = d.domainName.split('.')[0];
      if (m.bind.includes(label) && (d.modules[kind as ModuleKind] ?? null) === null) d.modules[kind as ModuleKind] = id;
    }
  }
  return out;
}

/**
 * A kind's state from the modules it starts with (those a state file kept under `site-config` before each kind had
 * its own resource, else the demo's): each site's modules, with what `record` keeps of a seeded one; the counter
 * beyond every module and entry, and at least 20000 (beyond every id of the demo's modules and entries).
 */
export function seededState<T>(store: Store, now: number, kind: SeededKind, record: (m: SeededModule) => T) {
  const seeded = legacyModules(store, kind) ?? demoModules(store, now, kind);
  const sites: Record<string, (SeededRecord & T)[]> = {};
  for (const m of seeded) (sites[String(m.siteId)] ??= []).push({ id: m.id, name: m.name, ...(m.memo ? { memo: m.memo } : {}), createdAt: m.createdAt, updatedAt: m.updatedAt, ...record(m) });
  return { seq: Math.max(20_000, ...seeded.flatMap((m) => [m.id, ...m.urls.map((u) => u.id), ...m.headers.map((h) => h.id)])), sites };
}

type SeededRecord = Pick<SeededModule, 'id' | 'name' | 'memo' | 'createdAt' | 'updatedAt'>;
