// Names of the numbers the service sends without a name (spec 3 and 9; names decided in docs/decisions.md): the
// block types of the block card and the blocked-IP list, and the status codes the service answers itself. One
// source for the dashboards, security analysis, the custom dashboard and the block list, so they never disagree.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BlockIPCause } from '../api/generated/model';

/** The block-type keys of spec 3, in the spec's order: 3, 4, 2, 8, 5, 10, 11, 12. */
export const BLOCK_TYPES: readonly BlockIPCause[] = [3, 4, 2, 8, 5, 10, 11, 12];

/** What blocked the request: the firewall module that refused it. */
export const BLOCK_TYPE_LABEL: Record<BlockIPCause, MessageDescriptor> = {
  2: msg`Region blocking`,
  3: msg`Deny list`,
  4: msg`Anti-CC`,
  5: msg`Request frequency`,
  8: msg`User-agent blocking`,
  10: msg`Header blocking`,
  11: msg`Rate limit`,
  12: msg`IP trust`,
};

/** The status codes that are the service's own answers rather than the origin's (spec 8 and 9). */
export const SERVICE_STATUS_LABEL: Readonly<Record<string, MessageDescriptor>> = {
  '444': msg({ message: 'Connection dropped', context: 'status code' }),
  '499': msg({ message: 'Client closed the request', context: 'status code' }),
  '903': msg({ message: 'IP access without a domain', context: 'status code' }),
  '904': msg({ message: 'Domain not served here', context: 'status code' }),
  '929': msg({ message: 'Frequency limit', context: 'status code' }),
  '978': msg({ message: 'CC protection page', context: 'status code' }),
};

/** A block type as shown: its name, or its number when the service sends one not named above. */
export const blockTypeName = (key: string | number, translate: (descriptor: MessageDescriptor) => string): string => {
  const label = BLOCK_TYPE_LABEL[Number(key) as BlockIPCause];
  return label ? translate(label) : String(key);
};

/** A status code as shown: the number, with the service's own name when it is one of the service's codes. */
export const statusCodeName = (code: string | number, translate: (descriptor: MessageDescriptor) => string): string => {
  const label = SERVICE_STATUS_LABEL[String(code)];
  return label ? `${code} · ${translate(label)}` : String(code);
};
