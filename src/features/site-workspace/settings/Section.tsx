// A titled block of a settings tab: heading, one line of help, actions on the right, then the content.
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function Section({ title, description, actions, children, id }: { title: ReactNode; description?: ReactNode; actions?: ReactNode; children: ReactNode; id?: string }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id ? `${id}-title` : undefined}>
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap" gap="sm">
        <Stack gap={4} maw={720}>
          <Title order={2} fz="h4" id={id ? `${id}-title` : undefined}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {children}
    </Card>
  );
}
