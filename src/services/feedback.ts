// How the console tells the user what happened: toasts 50 px from the top (beside an open dialog), and the dialog that lists
// the sub-errors of a 101009 answer. Both hosts load on first use, so the sign-in page stays small.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { type ApiError, errorFromException, isApiError } from '../api/errors';
import { type DescribeOptions, describeError, type SubError, subErrors } from './error-messages';

interface FeedbackState {
  toasts: boolean;
  dialog: SubError[] | null;
}
let state: FeedbackState = { toasts: false, dialog: null };
const listeners = new Set<() => void>();
const update = (next: Partial<FeedbackState>) => {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
};
export const feedbackStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => state,
  closeDialog: () => update({ dialog: null }),
};

/** The narrowest toast worth putting beside a dialog (px). */
const SIDE_TOAST_MIN = 260;
/** Mantine's `md` spacing: the gap between a toast container and the window's edge (px). */
const EDGE = 16;

/**
 * Where a toast goes (issue 25: it never covers a dialog's title, nor its buttons): at the top centre (spec 9) while
 * no dialog is open; beside an open dialog or drawer when the window leaves room on its right or left (the container
 * narrowed to that room); else at the bottom centre (a phone, where the dialog fills the screen).
 */
export function toastPosition(doc: Document = document): 'top-center' | 'top-right' | 'top-left' | 'bottom-center' {
  const dialogs = doc.querySelectorAll('.mantine-Modal-content, .mantine-Drawer-content, [role="dialog"][aria-modal="true"]');
  const dialog = dialogs[dialogs.length - 1];
  if (!dialog) return 'top-center';
  const rect = dialog.getBoundingClientRect();
  const width = doc.defaultView?.innerWidth ?? rect.right;
  const right = width - rect.right - 2 * EDGE;
  const left = rect.left - 2 * EDGE;
  const room = Math.max(right, left);
  if (room < SIDE_TOAST_MIN) return 'bottom-center';
  doc.documentElement.style.setProperty('--parapet-side-toast-width', `${Math.floor(room)}px`);
  return right >= left ? 'top-right' : 'top-left';
}

function toast(color: string, message: string, autoClose: number) {
  if (!state.toasts) update({ toasts: true });
  notifications.show({
    color,
    message,
    autoClose,
    position: toastPosition(),
    closeButtonProps: { 'aria-label': i18n._(msg`Close the message`) },
  });
}

export const notifySuccess = (message: string) => toast('green', message, 3000);
export const notifyInfo = (message: string) => toast('blue', message, 5000);
export const notifyError = (message: string) => toast('red', message, 6000);

/**
 * A write whose result is a state (a node restart, an automatic certificate): one toast that says the state as it
 * changes, pending (it stays, with a spinner) until `settle` says done or failed (issue 25).
 */
export function notifyProgress(pending: string): { settle: (outcome: 'done' | 'failed' | 'unknown', message: string) => void } {
  const id = `progress-${++progressCount}`;
  if (!state.toasts) update({ toasts: true });
  notifications.show({
    id,
    loading: true,
    color: 'blue',
    message: pending,
    autoClose: false,
    withCloseButton: true,
    position: toastPosition(),
    closeButtonProps: { 'aria-label': i18n._(msg`Close the message`) },
  });
  return {
    settle: (outcome, message) =>
      notifications.update({
        id,
        loading: false,
        color: outcome === 'done' ? 'green' : outcome === 'failed' ? 'red' : 'blue',
        message,
        autoClose: outcome === 'done' ? 4000 : 8000,
      }),
  };
}
let progressCount = 0;

export interface ReportOptions extends DescribeOptions {
  /** The caller shows the error itself. */
  silent?: boolean;
  /** Codes the caller shows itself (e.g. next to a field: 10102502 on the custom-header call); others are reported. */
  handledCodes?: readonly number[];
}

/** The default report of a failed call; mutations and queries use it unless they opt out. */
export function reportError(raw: unknown, options: ReportOptions = {}): void {
  const error: ApiError = isApiError(raw) ? raw : errorFromException(raw);
  if (options.silent || error.sessionEnded) return;
  if (error.code !== null && options.handledCodes?.includes(error.code)) return;
  if (error.code === 101009) {
    update({ dialog: subErrors(error) });
    return;
  }
  notifyError(describeError(error, options));
}
