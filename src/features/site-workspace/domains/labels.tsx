// Names and colours of a domain's states (spec 4): CNAME/DNS check, certificate, automatic certificate.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DOMAIN_DNS_STATUS } from '../../../kit/domain-dns-status';
import type {
  UserAutoSSLStatus,
  UserDomainCertStatus,
  UserDomainDnsStatus,
  UserOriginProtocol,
} from '../../../api/generated/model';
import { StateBadge, type StateLook } from '../../../components/StateBadge';

export { StateBadge };

// One set of names for the DNS and the CNAME check, on every screen (src/kit/domain-dns-status.ts).
export const CNAME_STATUS: Record<UserDomainDnsStatus, StateLook> = DOMAIN_DNS_STATUS;

export const CERT_STATUS: Record<UserDomainCertStatus, StateLook> = {
  none: { label: msg`No certificate`, color: 'gray' },
  processing: { label: msg`Processing`, color: 'blue' },
  success: { label: msg`Valid`, color: 'green' },
  failed: { label: msg`Failed`, color: 'red' },
};

export const AUTO_SSL_STATUS: Record<UserAutoSSLStatus, StateLook> = {
  pending: { label: msg`Applying`, color: 'blue' },
  applyFailed: { label: msg`Application failed`, color: 'red' },
  active: { label: msg`Active`, color: 'green' },
};

export const PROTOCOL_LABEL: Record<UserOriginProtocol, MessageDescriptor> = {
  http: msg`HTTP`,
  https: msg`HTTPS`,
  follow: msg`Follow the visitor`,
};

/** States as the choices of a list filter, named in the current language. */
export const choicesOf = (states: Record<string, StateLook>, i18n: I18n) => Object.entries(states).map(([value, state]) => ({ value, label: i18n._(state.label) }));
