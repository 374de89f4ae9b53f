// The route trees of the three areas (spec section 2). The area is the first path segment.
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { Area } from '../api/areas';
import { adminScreens } from '../areas/admin/screens';
import { clientScreens } from '../areas/client/screens';
import type { Screen } from '../areas/types';
import { userScreens } from '../areas/user/screens';
import { loadChunk } from './chunk-load';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { publicOnly, requireSession } from './session';

export const SCREENS: Record<Area, Screen[]> = { admin: adminScreens, client: clientScreens, user: userScreens };

function areaRoutes(area: Area): RouteObject {
  return {
    path: area,
    children: [
      { index: true, loader: () => redirect(`/${area}/dashboard`) },
      { path: 'login', loader: () => publicOnly(area), lazy: () => loadChunk(() => import('../areas/shared/login/LoginForm')) },
      {
        path: 'login/verifyAccount',
        loader: () => publicOnly(area),
        lazy: () => loadChunk(() => import('../areas/shared/login/VerifyAccount')),
      },
      {
        path: 'login/createPassword',
        loader: () => publicOnly(area),
        lazy: () => loadChunk(() => import('../areas/shared/login/CreatePassword')),
      },
      { path: 'verifyMail', lazy: () => loadChunk(() => import('../areas/shared/login/VerifyMail')) },
      // A link that hands over a session: asks a signed-in visitor first (src/areas/shared/switch-user/).
      { path: 'switchUser', lazy: () => loadChunk(() => import('../areas/shared/switch-user/SwitchUser')) },
      {
        id: `${area}-shell`,
        loader: () => requireSession(area),
        lazy: () => loadChunk(() => import('./shell/AreaShell')),
        children: SCREENS[area].map((screen) => ({ path: screen.path, lazy: () => loadChunk(screen.load) })),
      },
    ],
  };
}

export interface RouteOptions {
  /** The admin back office is a deployment switch; off, every /admin/ path goes to /404. */
  adminEnabled: boolean;
}

export const buildRoutes = ({ adminEnabled }: RouteOptions): RouteObject[] => [
  {
    Component: RootLayout,
    // A chunk that does not load (a new deployment) or any other error: see RouteError.
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: () => redirect('/user/login') },
      { path: '404', lazy: () => loadChunk(() => import('./NotFound')) },
      adminEnabled ? areaRoutes('admin') : { path: 'admin/*', loader: () => redirect('/404') },
      areaRoutes('client'),
      areaRoutes('user'),
      { path: '*', lazy: () => loadChunk(() => import('./NotFound')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(buildRoutes({ adminEnabled: __ADMIN_ENABLED__ }));
