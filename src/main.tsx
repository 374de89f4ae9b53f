import './styles/mantine.css';
import '@mantine/nprogress/styles.css';
import './styles/boot.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AREAS, isSignedIn } from './api/areas';
import { bootFailed } from './app/boot-failed';
import { loadChunk } from './app/chunk-load';
import { takeSwitchTokensFromAddress } from './features/switch-user/held-switch';
import { activateLocale, loadConsoleTexts, storedLocale, warmLocaleFormats } from './i18n';

// A switch-user link's tokens leave the address (and the history entry) before anything renders.
takeSwitchTokensFromAddress();

// End-to-end tests drive many concurrent calls through the one transport (tests/e2e/session.refresh-storm.spec.ts):
// on the dev server and in the end-to-end build only; `npm run build` compiles this away.
if (import.meta.env.DEV || __E2E_HOOKS__) {
  void import('./api/transport').then(({ transportFetch }) => Object.assign(window, { __parapetTransport: transportFetch }));
}

// Issue 16: the sign-in page is the page everyone loads first. Signed out, it renders on its own
// (app/sign-in-boot.tsx: no router, no query client); every other page, and leaving the sign-in page, loads
// the whole console (app/App.tsx).
const root = createRoot(document.getElementById('root')!);
const locale = activateLocale(storedLocale(), false);

/** Goes on in a task of its own, so that a phone's main thread is never held long by the steps before and after. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The console's code, run in two tasks rather than one (issue 29: one was a task of 140–320 ms under Lighthouse's 4×
 * phone): first Mantine's theme and TanStack Query's client with what they import, then the rest of the console. The
 * signed-in preload script has asked for all of it as the page started, so the stages wait for no download there.
 */
const loadConsole = async () => {
  await Promise.all([loadChunk(() => import('./app/theme')), loadChunk(() => import('./services/query-client'))]);
  await nextTask();
  return loadChunk(() => import('./app/App'));
};

// The console's first render is a transition too, drawn in slices (issue 29): with the queries' first answers deferred
// (api/query-hooks.ts), the shell's and the screen's first render was the page's longest task on a phone. Before it,
// each in a task of its own: the route table, the router (the page's path matched) and its start (the first loaders).
const startConsole = () =>
  Promise.all([loadConsole(), locale])
    .then(async ([{ App, createConsoleRouter, pageRoutes }]) => {
      await nextTask();
      const routes = pageRoutes();
      await nextTask();
      const router = createConsoleRouter(routes);
      await nextTask();
      router.initialize();
      startTransition(() =>
        root.render(
          <StrictMode>
            <App router={router} />
          </StrictMode>,
        ),
      );
    })
    .catch((error: unknown) => bootFailed(root, error));

const signInArea = AREAS.find((area) => location.pathname.replace(/\/$/, '') === `/${area}/login`);
if (signInArea !== undefined && !isSignedIn(signInArea)) {
  // The sign-in page is drawn in a transition, which React renders in slices of a few milliseconds: drawn at once it
  // was one task of about 0.1 s on this machine (0.4 s under Lighthouse's 4× slower phone), the longest of the page's
  // start (issue 29, decisions). Nothing is on the screen before it but the boot spinner, so nothing waits for it.
  await Promise.all([loadChunk(() => import('./app/sign-in-boot')), locale]).then(
    ([{ SignInBoot }]) =>
      startTransition(() =>
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
      ),
    (error: unknown) => bootFailed(root, error),
  );
} else {
  // A signed-in page: the screens' texts are needed with it (session.ts asks for them too); asking as the page
  // starts, in the stored language, loads them alongside the core texts and the console's code rather than after.
  const area = AREAS.find((candidate) => location.pathname.startsWith(`/${candidate}/`));
  if (area !== undefined && isSignedIn(area)) {
    void loadConsoleTexts(area, storedLocale(), locale);
    // In tasks of their own once the core texts are in: inside the entry's task it delayed the requests the entry
    // starts (Lighthouse mobile, dashboard: 71-82 against 67-79, decisions).
    void locale.then(() => warmLocaleFormats(storedLocale()), () => undefined);
    // Own information (and an end user's announcements) alongside the console's code, not after it. Imported here, the
    // typed client and the transport it needs are set up in a task after the entry's own (issue 29: in it, they made
    // the entry a task of 0.3 s under Lighthouse's 4× phone); the module's small chunk is asked for by the signed-in
    // preload script, and the client's and transport's chunk is one of the entry's.
    void import('./app/early-requests').then(({ sendEarlyRequests }) => sendEarlyRequests(area), () => undefined);
    void loadChunk(() => import('./app/early-code')).then(({ loadEarlyCode }) => loadEarlyCode(area, location.pathname, location.search), () => undefined);
  }
  await startConsole();
}
