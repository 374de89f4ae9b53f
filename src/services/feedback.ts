// How the console tells the user what happened: toasts 50 px from the top, and the dialog that lists
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

function toast(color: string, message: string, autoClose: number) {
  if (!state.toasts) update({ toasts: true });
  notifications.show({ color, message, autoClose, closeButtonProps: { 'aria-label': i18n._(msg`Close the message`) } });
}

export const notifySuccess = (message: string) => toast('green', message, 3000);
export const notifyInfo = (message: string) => toast('blue', message, 5000);
export const notifyError = (message: string) => toast('red', message, 6000);

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
