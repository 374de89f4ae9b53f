// Segments with a visible label above it, the label naming the group for assistive technology: the range of the analytics filters and of a dashboard widget, the data
// type of the widget catalogue.
import { Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Segments } from '../../components/Segments';

export interface LabelledSegmentsProps<T extends string> {
  label: ReactNode;
  value: T;
  data: readonly { value: T; label: string }[];
  onChange: (next: T) => void;
}

export function LabelledSegments<T extends string>({ label, value, data, onChange }: LabelledSegmentsProps<T>) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <Segments aria-labelledby={id} value={value} data={data} onChange={onChange} />
    </Stack>
  );
}
