import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { i18n } from '../i18n';
import { onSessionEnd } from '../api/transport';
import { startWriteBroadcast } from '../schema-form/concurrency/broadcast';
import { notifyInfo } from '../services/feedback';
import { queryClient } from '../services/query-client';
import { createRouter } from './router';
import { resetSession, sessionEndedMessage } from '../services/session';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  const [router] = useState(() => {
    const created = createRouter();
    // The server ended a session (101013/101015/101016, or a refresh that failed): clear it and sign in again.
    onSessionEnd((area) => {
      resetSession(area);
      notifyInfo(sessionEndedMessage());
      void created.navigate(`/${area}/login`, { replace: true });
    });
    return created;
  });
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
