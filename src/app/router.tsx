// The route trees of the three areas (spec section 2). The area is the first path segment.
import {
  generatePath,
  redirect,
  type RouteObject,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createDataRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';
import { AREAS, type Area, isSignedIn } from '../api/areas';
import { prefetchAnnouncements } from '../features/announcements/prefetch';
import { loadChunk } from './chunk-load';
import { BootWait, RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { brandingQuery } from '../services/branding';
import { queryClient } from '../services/query-client';
import { REDIRECTS, SCREENS } from './screens';
import { withTexts } from '../i18n';
import { publicOnly, requireSession } from '../services/session';

/**
 * How long the first signed-in page waits for the announcements and the branding at most (then the banner and the
 * header's name come when they do).
 */
const SHELL_WAIT_MS = 1500;

/**
 * The loader of an area's signed-in pages: own information (requireSession) and, in parallel, the current
 * announcements and the operator's branding, so that the banner and the header's name are part of the page's first
 * paint instead of coming later (a layout shift and a second render wave). A slow announcements or branding call
 * does not hold the page past SHELL_WAIT_MS.
 */
async function shellLoader(area: Area) {
  const started = Date.now();
  // Asked for as the page started (app/early-requests.ts): the shell's first render has the operator's name.
  const branding = isSignedIn(area) ? queryClient.prefetchQuery(brandingQuery(area)) : undefined;
  // The banner's code is the shell's (AreaShell imports it): a dynamic import of the banner itself added a file of its
  // own (a 0.7 kB re-export), asked for late, between a phone's first paint and its largest (issue 29).
  const banner = area === 'admin' || !isSignedIn(area) ? null : loadChunk(() => import('./shell/AreaShell')).catch(() => null);
  // An end user's announcements need nothing else (the page's start asked for them already: app/early-requests.ts).
  const early = banner && area === 'user' ? prefetchAnnouncements(queryClient, area) : undefined;
  const account = await requireSession(area);
  const asked = early ?? (banner ? prefetchAnnouncements(queryClient, area, account) : undefined);
  // The banner's code and its announcements, both, so that the page paints with it.
  const announcements = asked && Promise.all([asked, banner]);
  if (announcements || branding) {
    const left = Math.max(0, SHELL_WAIT_MS - (Date.now() - started));
    await Promise.race([Promise.all([announcements, branding]), new Promise((resolve) => setTimeout(resolve, left))]);
  }
  return account;
}

function areaRoutes(area: Area): RouteObject {
  return {
    path: area,
    children: [
      { index: true, loader: () => redirect(`/${area}/dashboard`) },
      { path: 'login', loader: () => publicOnly(area), lazy: () => loadChunk(() => import('../features/login/LoginForm')) },
      {
        path: 'login/verifyAccount',
        loader: () => publicOnly(area),
        lazy: () => loadChunk(() => import('../features/login/VerifyAccount')),
      },
      {
        path: 'login/createPassword',
        loader: () => publicOnly(area),
        lazy: () => loadChunk(() => import('../features/login/CreatePassword')),
      },
      { path: 'verifyMail', lazy: () => loadChunk(() => import('../features/login/VerifyMail')) },
      // A link that hands over a session: asks a signed-in visitor first (src/features/switch-user/).
      { path: 'switchUser', lazy: () => loadChunk(() => import('../features/switch-user/SwitchUser')) },
      // Earlier paths (the roles' before spec 2's userManagement/roles…) go to the current one, with their query.
      ...REDIRECTS[area].map(({ from, to }) => ({
        path: from,
        loader: ({ params, request }: { params: Record<string, string | undefined>; request: Request }) =>
          redirect(`/${area}/${generatePath(to, params)}${new URL(request.url).search}`),
      })),
      {
        id: `${area}-shell`,
        loader: () => shellLoader(area),
        lazy: () => loadChunk(() => import('./shell/AreaShell')),
        children: SCREENS[area].map((screen) => ({ path: screen.path, lazy: () => loadChunk(() => withTexts(screen.load, area)) })),
      },
    ],
  };
}

export interface RouteOptions {
  /** The admin back office is a deployment switch; off, every /admin/ path goes to /404. */
  adminEnabled: boolean;
  /**
   * The areas whose screens this router holds (all by default). A page of one console builds only its own (issue 29:
   * the route tree of all three cost a phone about 200 ms before the first render); a link into another console
   * loads that console's page (`leave`), as opening it from the address bar does.
   */
  areas?: readonly Area[];
  /** How a path of an area not held is opened: a document navigation. */
  leave?: (url: string) => void;
}

const openDocument = (url: string) => window.location.assign(url);

/** A path of a console this page does not hold: that console's page is loaded; this one stays until it unloads. */
const otherConsole = (area: Area, leave: (url: string) => void): RouteObject => ({
  path: `${area}/*`,
  loader: ({ request }) => {
    leave(request.url);
    return new Promise<never>(() => undefined);
  },
});

export const buildRoutes = ({ adminEnabled, areas = AREAS, leave = openDocument }: RouteOptions): RouteObject[] => {
  const held = (area: Area) => (areas.includes(area) ? areaRoutes(area) : otherConsole(area, leave));
  return [
    {
      Component: RootLayout,
      // A chunk that does not load (a new deployment) or any other error: see RouteError.
      ErrorBoundary: RouteError,
      // While the first page's code and loaders arrive: index.html's spinner stays (without it the page went blank).
      HydrateFallback: BootWait,
      children: [
        { index: true, loader: () => redirect('/user/login') },
        { path: '404', lazy: () => loadChunk(() => import('./NotFound')) },
        adminEnabled ? held('admin') : { path: 'admin/*', loader: () => redirect('/404') },
        held('client'),
        held('user'),
        { path: '*', lazy: () => loadChunk(() => import('./NotFound')) },
      ],
    },
  ];
};

/** The console of the page's first path segment; a path outside the three consoles (/, /404…) holds all of them. */
export function consolesOfPath(pathname: string): readonly Area[] {
  const first = pathname.split('/').filter(Boolean)[0];
  const area = AREAS.find((candidate) => candidate === first);
  return area ? [area] : AREAS;
}

/** The routes of the page's console(s) (and of the pages outside them). */
export const pageRoutes = (): RouteObject[] => buildRoutes({ adminEnabled: __ADMIN_ENABLED__, areas: consolesOfPath(window.location.pathname) });

/**
 * The page's router on `routes`, not started: what `createBrowserRouter` makes before it calls `initialize()`
 * (react-router's own parts, no server data). The routes, the router and its start are each made in a task of their
 * own (main.tsx; issue 29): inside the first render, they were one task of 110–170 ms under Lighthouse's 4× phone.
 */
export const createRouter = (routes: RouteObject[]) =>
  createDataRouter({ history: createBrowserHistory(), routes, mapRouteProperties, hydrationRouteProperties });
