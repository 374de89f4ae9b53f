// A card of a settings page with its heading and a line of help (the branding and offline licence screens).
import { Card, type CardProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Heading } from '../../components/PageHeader';

export function SectionCard({ title, help, children, ...card }: CardProps & { title: ReactNode; help?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" {...card}>
      <Heading order={2} fz="h4" title={title} help={help} helpSize="sm" gap="xs" mb="md" />
      {children}
    </Card>
  );
}
