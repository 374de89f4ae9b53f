// Why an automatic certificate cannot be had or failed: the hints of spec 8 (check the CNAME, overseas
// resolution, the DNS TTL, DNS verification for wildcards, hosting at the DNS, 50 per registered domain in
// 7 days, the admin), those that fit the domain first.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserDomain } from '../../../api/generated/model';
import { certificateDomain } from '../../../validation/lists';
import { isIp } from '../../../validation/network';

/** Why a domain cannot get an automatic certificate at all, if it cannot. */
export function autoSslBlocker(domainName: string): MessageDescriptor | null {
  if (isIp(domainName)) return msg`An IP address cannot get an automatic certificate.`;
  return certificateDomain(domainName);
}

/** The hints of spec 8, those that fit the domain first. */
export function failureHints(domain: Pick<UserDomain, 'domainName' | 'cnameStatus'>, cname: string): { hint: MessageDescriptor; likely: boolean }[] {
  const wildcard = domain.domainName.startsWith('*.');
  const cnameOff = domain.cnameStatus !== 'active';
  const hints = [
    { hint: msg`Check the CNAME: the domain must point to ${cname}.`, likely: cnameOff },
    { hint: msg`Wildcard domains are verified through DNS: reapply with DNS verification.`, likely: wildcard },
    { hint: msg`Check that the domain also resolves from abroad: the certificate authority checks it from outside your country.`, likely: false },
    { hint: msg`If you changed its DNS records recently, wait until their TTL has passed, then reapply.`, likely: false },
    { hint: msg`Confirm that the domain is hosted at your DNS provider and that its name servers answer for it.`, likely: false },
    { hint: msg`At most 50 certificates are issued for one registered domain in 7 days; past that, wait and reapply later.`, likely: false },
    { hint: msg`If none of this helps, contact your administrator.`, likely: false },
  ];
  return [...hints.filter((h) => h.likely), ...hints.filter((h) => !h.likely)];
}
