// A SegmentedControl with a visible label above it, the label naming it for assistive technology (a
// SegmentedControl has no label of its own): the range of the analytics filters and of a dashboard widget, the data
// type of the widget catalogue.
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

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
      <SegmentedControl aria-labelledby={id} value={value} data={[...data]} onChange={(next) => onChange(next as T)} />
    </Stack>
  );
}
