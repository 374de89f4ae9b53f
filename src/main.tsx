import '@mantine/core/styles.css';
import '@mantine/nprogress/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { transportFetch } from './api/transport';
import { App } from './app/App';
import { takeSwitchTokensFromAddress } from './areas/shared/switch-user/held-switch';
import { activateLocale, storedLocale } from './i18n';

// A switch-user link's tokens leave the address (and the history entry) before anything renders.
takeSwitchTokensFromAddress();

// End-to-end tests drive many concurrent calls through the one transport (tests/e2e/session.refresh-storm.spec.ts):
// on the dev server and in the end-to-end build only; `npm run build` compiles this away.
if (import.meta.env.DEV || __E2E_HOOKS__) Object.assign(window, { __parapetTransport: transportFetch });

await activateLocale(storedLocale());
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
