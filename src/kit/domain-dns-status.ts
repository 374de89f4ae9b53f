// The one set of names of a domain's DNS and CNAME check states (spec 4: active, inactive, pending check), used by
// every screen that shows them: the user's domain list and drawer, the site settings, the client's Domains screen.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserDomainDnsStatus } from '../api/generated/model';

export const DOMAIN_DNS_STATUS: Record<UserDomainDnsStatus, { label: MessageDescriptor; color: string }> = {
  active: { label: msg`Pointed at the site`, color: 'green' },
  inactive: { label: msg`Not pointed`, color: 'red' },
  pending: { label: msg`Not checked yet`, color: 'gray' },
};
