import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type RouteObject, RouterProvider } from 'react-router';
import { i18n } from '../i18n';
import { onSessionEnd } from '../api/transport';
import { startWriteBroadcast } from '../schema-form/concurrency/broadcast';
import { notifyInfo } from '../services/feedback';
import { queryClient } from '../services/query-client';
import { createRouter } from './router';
import { resetSession, sessionEndedMessage } from '../services/session';
import { cssVariablesResolver, theme } from './theme';

export { pageRoutes } from './router';

type Router = ReturnType<typeof createRouter>;

/**
 * The console's router, not started yet (main.tsx starts it in a task of its own): a session the server ends
 * (101013/101015/101016, or a refresh that failed) is cleared and the page goes to its sign-in page.
 */
export function createConsoleRouter(routes: RouteObject[]): Router {
  const router = createRouter(routes);
  onSessionEnd((area) => {
    resetSession(area);
    notifyInfo(sessionEndedMessage());
    void router.navigate(`/${area}/login`, { replace: true });
  });
  return router;
}

export function App({ router }: { router: Router }) {
  // Writes made here refresh the other tabs of the console, and theirs refresh this one (issue 28).
  useEffect(() => startWriteBroadcast(queryClient), []);
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
