// Names and colours of site states (spec 4), shared by the sites list and the workspace.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { UserSiteStatus } from '../../api/generated/model';

export const SITE_STATUS: Record<UserSiteStatus, { label: MessageDescriptor; color: string }> = {
  normal: { label: msg`Running`, color: 'green' },
  pause: { label: msg`Paused`, color: 'gray' },
  lock: { label: msg`Locked`, color: 'red' },
  expired: { label: msg`Expired`, color: 'orange' },
};

export function SiteStatusBadge({ status }: { status: UserSiteStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge color={SITE_STATUS[status].color} variant="light" miw="max-content">
      {i18n._(SITE_STATUS[status].label)}
    </Badge>
  );
}
