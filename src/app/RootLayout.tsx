import { useLingui } from '@lingui/react/macro';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useEffect } from 'react';
import { type Location, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { FeedbackHost } from './FeedbackHost';
import { LeaveGuardHost } from '../components/leave-guard/LeaveGuard';

/**
 * The key a page's scroll position is kept under: its history entry's, or, for the entry the tab was loaded on (whose
 * key is always `default`), its address. With the entry's key alone, a page opened by typing its address took the
 * scroll position of the page loaded before it in that tab (both `default`): a security analysis opened after a
 * statistics page scrolled to its end started at its end too.
 */
export const scrollKey = (location: Location) => (location.key === 'default' ? `${location.pathname}${location.search}` : location.key);

/**
 * The spinner of index.html (styles/boot.css), drawn again by the router while the first page's code and loaders
 * arrive: the router's first render replaced it with nothing, a blank page until the console's shell was drawn.
 */
export function BootWait() {
  return (
    <div className="boot-wait" aria-hidden="true">
      <div className="boot-wait-ring" />
    </div>
  );
}

/** Wraps every page: the progress bar during navigation, the shared error dialog and the guard of unsaved changes. */
export function RootLayout() {
  const navigation = useNavigation();
  const { t } = useLingui();
  useEffect(() => {
    if (navigation.state === 'idle') nprogress.complete();
    else nprogress.start();
  }, [navigation.state]);
  return (
    <>
      <NavigationProgress aria-label={t`Loading page`} />
      <Outlet />
      <FeedbackHost />
      <LeaveGuardHost />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
