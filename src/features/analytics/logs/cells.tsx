// Cells the log export and log push lists share: a period, and a state badge with the reason under it.
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { UserText } from '../../../components/UserText';
import { StateBadge } from '../../nodes/states';
import { formatDateTime } from '../../../i18n/format';

export function PeriodCell({ from, to }: { from: string | null; to: string | null }) {
  const { i18n } = useLingui();
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.locale) : '');
  return (
    <Text size="sm">
      {when(from)} – {when(to)}
    </Text>
  );
}

/** The state by its colour and name, and (when given) why it is so. */
export function StateCell({ look, reason }: { look: { label: MessageDescriptor; color: string }; reason?: string | null }) {
  return (
    <Stack gap={2}>
      <StateBadge look={look} />
      {reason && <UserText value={reason} size="xs" c="dimmed" lines={2} />}
    </Stack>
  );
}
