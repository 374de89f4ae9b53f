// How certificate and automatic-SSL states read (spec 4: processing, done/success, failed; automatic
// applications pending, apply failed, active), and the expiry of a certificate.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Text } from '@mantine/core';
import { useState } from 'react';
import type { UserAutoSSLProvider, UserAutoSSLStatus, UserCertificateStatus, UserDomainCertStatus } from '../../../api/generated/model';
import { formatDate } from '../../../i18n/format';

export const CERT_STATUS: Record<UserDomainCertStatus, { label: MessageDescriptor; color: string }> = {
  none: { label: msg`No certificate`, color: 'gray' },
  processing: { label: msg`Processing`, color: 'blue' },
  success: { label: msg`Success`, color: 'green' },
  failed: { label: msg`Failed`, color: 'red' },
};

export const AUTO_SSL_STATUS: Record<UserAutoSSLStatus, { label: MessageDescriptor; color: string }> = {
  pending: { label: msg`Pending`, color: 'blue' },
  applyFailed: { label: msg`Apply failed`, color: 'red' },
  active: { label: msg`Active`, color: 'green' },
};

export function CertStatusBadge({ status }: { status: UserCertificateStatus | UserDomainCertStatus }) {
  const { i18n } = useLingui();
  const entry = CERT_STATUS[status];
  return (
    <Badge color={entry.color} variant="light" miw="max-content">
      {i18n._(entry.label)}
    </Badge>
  );
}

export function AutoSslBadge({ status }: { status: UserAutoSSLStatus | null | undefined }) {
  const { i18n, t } = useLingui();
  if (!status) {
    return (
      <Text size="sm" c="dimmed">
        {t`Not applied`}
      </Text>
    );
  }
  const entry = AUTO_SSL_STATUS[status];
  return (
    <Badge color={entry.color} variant="dot" miw="max-content">
      {i18n._(entry.label)}
    </Badge>
  );
}

/** Certificate authorities by their names (proper names, not translated). */
export const PROVIDER_NAMES: Record<UserAutoSSLProvider, string> = { letsEncrypt: "Let's Encrypt", zeroSSL: 'ZeroSSL' };

const DAY = 86_400_000;
/** Certificates expiring within this many days are flagged. */
export const EXPIRY_WARNING_DAYS = 30;

export function Expiry({ notAfter }: { notAfter: string | null }) {
  const { t, i18n } = useLingui();
  // Days are counted from when the row was first shown; a re-render does not move them.
  const [now] = useState(Date.now);
  if (!notAfter) {
    return (
      <Text size="sm" c="dimmed">
        {t`Not issued yet`}
      </Text>
    );
  }
  const at = new Date(notAfter);
  const days = Math.ceil((at.getTime() - now) / DAY);
  return (
    <div>
      <Text size="sm">{formatDate(at, i18n.locale)}</Text>
      {days <= 0 ? (
        <Badge color="red" variant="light" size="sm">
          {t`Expired`}
        </Badge>
      ) : days <= EXPIRY_WARNING_DAYS ? (
        <Badge color="orange" variant="light" size="sm">
          {plural(days, { one: 'Expires in # day', other: 'Expires in # days' })}
        </Badge>
      ) : null}
    </div>
  );
}
