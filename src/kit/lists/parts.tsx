// Page parts of the list kit: a screen's heading, the bound-domain badges, the on/off badge and the panel
// of one row's entries.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { OnDemandTooltip } from '../../components/OnDemandTooltip';
import type { ReactNode } from 'react';
import { UserText } from '../../components/UserText';

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
        <OnDemandTooltip label={all.join(', ')} multiline maw={360}>
          <Badge variant="light" color="gray" size="sm" tabIndex={0}>
            <Trans>+{rest} more</Trans>
          </Badge>
        </OnDemandTooltip>
      )}
    </Group>
  );
}

/** A state that is on or off (a port forwarding or open, a rule enabled): green when on, grey when off. */
export function OnOffBadge({ on, onLabel, offLabel }: { on: boolean; onLabel: ReactNode; offLabel: ReactNode }) {
  return (
    <Badge color={on ? 'green' : 'gray'} variant="light">
      {on ? onLabel : offLabel}
    </Badge>
  );
}

export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return <OnOffBadge on={enabled} onLabel={<Trans>On</Trans>} offLabel={<Trans>Off</Trans>} />;
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

/** One part of a screen: a heading, what it is for, its actions, then its list or form. */
export function Section({ title, description, actions, children }: { title?: ReactNode; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} maw={720}>
            {title && (
              <Title order={2} fz="h4">
                {title}
              </Title>
            )}
            {description && (
              <Text size="sm" c="dimmed" component="div">
                {description}
              </Text>
            )}
          </Stack>
          {actions && (
            <Group gap="xs" wrap="wrap">
              {actions}
            </Group>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
