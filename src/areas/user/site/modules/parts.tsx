// Small pieces the module screens share: a tab's heading, the bound-domain badges, the panel of one
// module's entries, the enabled badge, and the remove call.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { notifySuccess } from '../../../../app/feedback';
import { callOperation } from '../../../../schema-form/operations';
import { useSite } from '../context';
import { useRefreshSite } from './data';
import { UserText } from '../../../../components/UserText';

export function TabIntro({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={4} mb="md">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text size="sm" c="dimmed" maw={820}>
        {children}
      </Text>
    </Stack>
  );
}

/** The domains using a module: a few names, then how many more (all of them in the tooltip). */
export function DomainBadges({ ids, names }: { ids: readonly number[] | undefined; names: ReadonlyMap<number, string> }) {
  const all = (ids ?? []).map((id) => names.get(id) ?? `#${id}`);
  if (all.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No domain</Trans>
      </Text>
    );
  }
  const shown = all.slice(0, 3);
  const rest = all.length - shown.length;
  return (
    <Group gap={4}>
      {shown.map((name) => (
        <Badge key={name} variant="outline" color="gray" tt="none" size="sm" miw="max-content">
          {name}
        </Badge>
      ))}
      {rest > 0 && (
        <Tooltip label={all.join(', ')} multiline maw={360}>
          <Badge variant="light" color="gray" size="sm" tabIndex={0}>
            <Trans>+{rest} more</Trans>
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}

export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <Badge color="green" variant="light">
      <Trans>On</Trans>
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      <Trans>Off</Trans>
    </Badge>
  );
}

/** The entries of the module opened in a list of modules. */
export function EntriesPanel({ title, description, onClose, children }: { title: ReactNode; description?: ReactNode; onClose: () => void; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Card withBorder radius="md" padding="lg" mt="lg" component="section" aria-label={typeof title === 'string' ? title : undefined}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Stack gap={2} miw={0} style={{ flex: 1, overflowWrap: 'anywhere' }}>
          <Title order={3} size="h4">
            {title}
          </Title>
          {description && (typeof description === 'string' ? <UserText value={description} c="dimmed" lines={3} /> : description)}
        </Stack>
        <Button variant="subtle" size="xs" onClick={onClose} aria-label={t`Close the entries`} style={{ flexShrink: 0 }}>
          <Trans>Close</Trans>
        </Button>
      </Group>
      {children}
    </Card>
  );
}

/** Removes rows by id with a DELETE {ids} operation, then says so and refreshes the site's lists. */
export function useRemove(operation: string, path?: Record<string, number>) {
  const { t } = useLingui();
  const { siteId } = useSite();
  const refresh = useRefreshSite();
  const mutation = useMutation({
    mutationFn: (ids: number[]) => callOperation(operation, { path: { siteId, ...path }, body: { ids } }),
  });
  const remove = (ids: number[]) =>
    mutation.mutateAsync(ids).then(
      async () => {
        notifySuccess(t`Remove Success!`);
        await refresh();
      },
      () => undefined, // Reported by the query client; the confirmation closes and the list stays as it was.
    );
  return { remove, pending: mutation.isPending };
}
