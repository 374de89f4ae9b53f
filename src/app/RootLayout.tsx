import { useLingui } from '@lingui/react/macro';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { FeedbackHost } from './FeedbackHost';
import { LeaveGuardHost } from '../components/leave-guard/LeaveGuard';

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
      <ScrollRestoration />
    </>
  );
}
