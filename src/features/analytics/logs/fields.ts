// The fields of a log line (the contract's AccessLog, WafLog and their client twins) by the names an operator reads,
// in the three languages: the drawer of a log line shows these, never the raw keys (issue 25).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const LOG_FIELD_LABEL: Readonly<Record<string, MessageDescriptor>> = {
  time: msg({ message: 'Time', context: 'log field' }),
  reqID: msg({ message: 'Request ID', context: 'log field' }),
  siteID: msg({ message: 'Site ID', context: 'log field' }),
  domain: msg({ message: 'Domain', context: 'log field' }),
  remoteIP: msg({ message: 'Client IP', context: 'log field' }),
  country: msg({ message: 'Country or region', context: 'log field' }),
  method: msg({ message: 'Method', context: 'log field' }),
  uri: msg({ message: 'URI', context: 'log field' }),
  httpVersion: msg({ message: 'HTTP version', context: 'log field' }),
  status: msg({ message: 'Status code', context: 'log field' }),
  bytesSent: msg({ message: 'Bytes sent', context: 'log field' }),
  requestTime: msg({ message: 'Request time (s)', context: 'log field' }),
  cacheStatus: msg({ message: 'Cache status', context: 'log field' }),
  upstreamAddr: msg({ message: 'Origin address', context: 'log field' }),
  referer: msg({ message: 'Referer', context: 'log field' }),
  userAgent: msg({ message: 'User agent', context: 'log field' }),
  ruleID: msg({ message: 'Rule ID', context: 'log field' }),
  ruleName: msg({ message: 'Rule', context: 'log field' }),
  ruleType: msg({ message: 'Rule type', context: 'log field' }),
  category: msg({ message: 'Category', context: 'log field' }),
  matchedData: msg({ message: 'Matched data', context: 'log field' }),
  blockType: msg({ message: 'Action', context: 'log field' }),
  protectMode: msg({ message: 'Protection mode', context: 'log field' }),
  message: msg({ message: 'Message', context: 'log field' }),
};

/** A field's name as shown: its label, or the key itself for a field the contract gains later. */
export const logFieldName = (field: string, translate: (descriptor: MessageDescriptor) => string): string => {
  const label = LOG_FIELD_LABEL[field];
  return label ? translate(label) : field;
};
