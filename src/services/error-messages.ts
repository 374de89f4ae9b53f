// The error catalogue of spec section 8: each known code has a translated message; otherwise the
// server's own message is shown. Also the client-handled codes' special texts.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { type ApiError, DEFAULT_ERROR_MESSAGE } from '../api/errors';
import type { ThrottleWait } from '../api/generated/model';

export const CODE_MESSAGES: Record<number, MessageDescriptor> = {
  4003: msg`Self-check failed.`,
  4004: msg`The provider returned an error.`,
  4005: msg`An unknown error occurred! Please try again later`,
  101002: msg`An unknown error occurred! Please try again later`,
  101003: msg`Some of the values are not valid.`,
  101004: msg`This API path is not valid.`,
  101005: msg`The database could not carry out the request.`,
  101006: msg`The DNS settings are not valid.`,
  101007: msg`Could not connect through the proxy.`,
  101008: msg`This account is not enabled.`,
  101009: msg`The following errors occurred`,
  101010: msg`The DNS provider could not carry out the request.`,
  101011: msg`The ports do not match.`,
  101012: msg`The account or password is incorrect.`,
  101013: msg`The verification code is wrong, or your session is no longer valid.`,
  101014: msg`Your session has expired. Please sign in again.`,
  101015: msg`Your session could not be revoked. Please sign in again.`,
  101016: msg`Your session could not be renewed. Please sign in again.`,
  101017: msg`This email is already in use.`,
  101018: msg`You do not have permission to do this.`,
  101019: msg`The licence has expired.`,
  101020: msg`The email settings are not valid.`,
  101021: msg`The chat-bot token is not valid.`,
  101022: msg`The licence does not exist.`,
  101023: msg`The port type is not valid.`,
  101024: msg`The licence server is not valid.`,
  101025: msg`This data already exists.`,
  101029: msg`Too many items.`,
  101030: msg`The text is too long.`,
  201001: msg`Remove the nodes in this zone first.`,
  201002: msg`A zone with this name already exists.`,
  201003: msg`The number of zones has reached the licence limit.`,
  202001: msg`Could not communicate with the node.`,
  202002: msg`The number of nodes has reached the licence limit.`,
  202003: msg`The node belongs to a group.`,
  202004: msg`The node belongs to a virtual node.`,
  202005: msg`The layer-4 port type is in use.`,
  202006: msg`The node's clock is wrong.`,
  202008: msg`The node's version does not match.`,
  203001: msg`An active group cannot be removed.`,
  203002: msg`The group, or a site of it, is in use.`,
  203003: msg`The group has reached its node limit.`,
  203005: msg`The group has an invalid node.`,
  204001: msg`The layer-4 group is in use.`,
  204002: msg`The product is in use.`,
  204003: msg`The product's site limit has been reached.`,
  205001: msg`The number of sites has reached the limit.`,
  205002: msg`The site's status does not allow this.`,
  205003: msg`The site is in use.`,
  205004: msg`The site has layer-4 port settings.`,
  205005: msg`The site has layer-7 domain settings.`,
  205006: msg`Lift the traffic restriction first.`,
  205007: msg`A site can have at most 3000 redirect rules.`,
  206001: msg`The virtual node is in use.`,
  301001: msg`The certificate name is not valid.`,
  401001: msg`Duplicate domains cannot be enabled.`,
  401002: msg`The number of domains has reached the limit.`,
  401004: msg`The number of auto-SSL certificates has reached the limit.`,
  401007: msg`The number of ports has reached the limit.`,
  401008: msg`At least one origin must be enabled.`,
  701001: msg`The verification group is in use.`,
  900001: msg`The licence is not valid.`,
  10102502: msg`Duplicate keys are not allowed.`,
};

const numberFrom = (extra: unknown, fallback: number | string) => {
  if (typeof extra === 'number' || typeof extra === 'string') return extra;
  if (extra && typeof extra === 'object') {
    const value = (extra as Record<string, unknown>).num ?? (extra as Record<string, unknown>).port;
    if (typeof value === 'number' || typeof value === 'string') return value;
  }
  return fallback;
};

/**
 * The wait of a refused password or code try (101031), in seconds: the contract's `extra.seconds`, else its
 * `extra.num` minutes; null for any other error.
 */
export function throttleWaitSeconds(error: ApiError): number | null {
  if (error.code !== 101031) return null;
  const wait = (error.extra && typeof error.extra === 'object' ? error.extra : {}) as Partial<Record<keyof ThrottleWait, unknown>>;
  if (typeof wait.seconds === 'number' && wait.seconds > 0) return Math.ceil(wait.seconds);
  const minutes = Number(numberFrom(error.extra, 15));
  return Number.isFinite(minutes) && minutes > 0 ? Math.ceil(minutes) * 60 : 15 * 60;
}

/** "Too many sign-in attempts. Try again in …": seconds under a minute, else minutes (rounded up). */
export function throttleMessage(seconds: number): string {
  if (seconds < 60) {
    return plural(seconds, {
      one: 'Too many sign-in attempts. Try again in # second.',
      other: 'Too many sign-in attempts. Try again in # seconds.',
    });
  }
  const minutes = Math.ceil(seconds / 60);
  return plural(minutes, {
    one: 'Too many sign-in attempts. Try again in # minute.',
    other: 'Too many sign-in attempts. Try again in # minutes.',
  });
}

export interface DescribeOptions {
  /** A caller-specific text for 101025 (duplicated data). */
  duplicateMessage?: MessageDescriptor | string;
}

/** The one translated sentence for an error. */
export function describeError(error: ApiError, options: DescribeOptions = {}): string {
  const { code, extra } = error;
  if (code === 101025 && options.duplicateMessage) {
    return typeof options.duplicateMessage === 'string' ? options.duplicateMessage : i18n._(options.duplicateMessage);
  }
  if (code === 101003 && extra === 'invalid license key') return i18n._(msg`Invalid license key`);
  if (code === 401003) {
    const port = numberFrom(extra, '');
    return port === '' ? i18n._(msg`The port mapping is not valid.`) : i18n._(msg`The site has no open port ${port}.`);
  }
  if (code === 601001) {
    const num = numberFrom(extra, 3);
    return i18n._(msg`You can download at most ${num} records at the same time.`);
  }
  if (code === 601002) {
    const num = numberFrom(extra, '');
    return i18n._(msg`You have reached your maximum of ${num} log exports today.`);
  }
  if (code === 101031) return throttleMessage(throttleWaitSeconds(error) ?? 15 * 60);
  if (code !== null && CODE_MESSAGES[code]) return withDetails(i18n._(CODE_MESSAGES[code]), error);
  if (error.message && error.message !== DEFAULT_ERROR_MESSAGE) return error.message;
  return i18n._(msg`Some Error Occurred`);
}

/**
 * What the answer says beyond its code (issue 25: which IP, which rule, what the client already holds): the messages of
 * its `errorData` items (with their targets), as the server wrote them; empty when it carries none.
 */
export function refusalDetails(error: Pick<ApiError, 'errorData'>): string {
  if (!Array.isArray(error.errorData)) return '';
  const parts = error.errorData.flatMap((item) => {
    const entry = (item ?? {}) as { message?: unknown; targets?: unknown };
    const message = typeof entry.message === 'string' ? entry.message.trim() : '';
    const targets = Array.isArray(entry.targets) ? entry.targets.map(String).join(', ') : '';
    const part = [message, targets].filter(Boolean).join(': ');
    return part ? [part] : [];
  });
  return [...new Set(parts)].join('; ');
}

/** The catalogue's message followed by the details the answer carries. */
function withDetails(message: string, error: ApiError): string {
  const details = refusalDetails(error);
  return details ? i18n._(msg`${message} (${details})`) : message;
}

export interface SubError {
  code?: number;
  message: string;
  targets: string[];
}

/** The sub-errors of a 101009 answer, each with its translated message and targets. */
export function subErrors(error: ApiError): SubError[] {
  if (!Array.isArray(error.errorData)) return [];
  return error.errorData.map((item) => {
    const entry = (item ?? {}) as { code?: unknown; message?: unknown; targets?: unknown };
    const code = typeof entry.code === 'number' ? entry.code : undefined;
    const message =
      code !== undefined && CODE_MESSAGES[code]
        ? i18n._(CODE_MESSAGES[code])
        : typeof entry.message === 'string'
          ? entry.message
          : i18n._(msg`Some Error Occurred`);
    const targets = Array.isArray(entry.targets) ? entry.targets.map(String) : [];
    return { code, message, targets };
  });
}
