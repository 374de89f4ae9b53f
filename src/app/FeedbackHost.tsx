import { lazy, Suspense, useSyncExternalStore } from 'react';
import { feedbackStore } from '../services/feedback';

const Toasts = lazy(() => import('./Toasts'));
const ErrorDialog = lazy(() => import('./ErrorDialog'));

/** Mounts the toast container and the error dialog the first time they are needed. */
export function FeedbackHost() {
  const { toasts, dialog } = useSyncExternalStore(feedbackStore.subscribe, feedbackStore.get);
  return (
    <Suspense fallback={null}>
      {toasts && <Toasts />}
      {dialog && <ErrorDialog items={dialog} onClose={feedbackStore.closeDialog} />}
    </Suspense>
  );
}
