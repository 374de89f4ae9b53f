// A card of a settings page with its heading and a line of help (the branding and offline licence screens).
import { Card, type CardProps, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SectionCard({ title, help, children, ...card }: CardProps & { title: ReactNode; help?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" {...card}>
      <Stack gap="xs" mb="md">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {help && (
          <Text size="sm" c="dimmed">
            {help}
          </Text>
        )}
      </Stack>
      {children}
    </Card>
  );
}
