import { Group, type MantineSize, Stack, type StackProps, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeader({ title, description, actions }: { title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap">
      <Heading order={1} fz="h2" title={title} help={description} gap={4} />
      {actions}
    </Group>
  );
}

/** A heading with an optional line of help under it, dimmed: a page's (PageHeader), a section's (a settings card). */
export function Heading({ order, fz, title, help, helpSize, ...stack }: Omit<StackProps, 'title'> & { order: TitleOrder; fz: string; title: ReactNode; help?: ReactNode; helpSize?: MantineSize }) {
  return (
    <Stack {...stack}>
      <Title order={order} fz={fz}>
        {title}
      </Title>
      {help && (
        <Text size={helpSize} c="dimmed" component="div">
          {help}
        </Text>
      )}
    </Stack>
  );
}
