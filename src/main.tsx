import '@mantine/core/styles.css';
import '@mantine/nprogress/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AREAS, isSignedIn } from './api/areas';
import { bootFailed } from './app/boot-failed';
import { loadChunk } from './app/chunk-load';
import { activateLocale, storedLocale } from './i18n';

// Issue 16: the sign-in page is the page everyone loads first. Signed out, it renders on its own
// (app/sign-in-boot.tsx: no router, no query client); every other page, and leaving the sign-in page, loads
// the whole console (app/App.tsx).
const root = createRoot(document.getElementById('root')!);
const locale = activateLocale(storedLocale());

const startConsole = () =>
  Promise.all([loadChunk(() => import('./app/App')), locale]).then(
    ([{ App }]) =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    (error: unknown) => bootFailed(root, error),
  );

const signInArea = AREAS.find((area) => location.pathname.replace(/\/$/, '') === `/${area}/login`);
if (signInArea !== undefined && !isSignedIn(signInArea)) {
  await Promise.all([loadChunk(() => import('./app/sign-in-boot')), locale]).then(
    ([{ SignInBoot }]) =>
      root.render(
        <StrictMode>
          <SignInBoot
            area={signInArea}
            leave={(path, replace) => {
              history[replace ? 'replaceState' : 'pushState'](null, '', path);
              void startConsole();
            }}
          />
        </StrictMode>,
      ),
    (error: unknown) => bootFailed(root, error),
  );
} else {
  await startConsole();
}
