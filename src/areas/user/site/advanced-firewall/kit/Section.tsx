// One part of a security tab: a heading, what it is for, its actions, then its list or form.
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function Section({ title, description, actions, children }: { title: ReactNode; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} maw={720}>
            <Title order={2} fz="h4">
              {title}
            </Title>
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
