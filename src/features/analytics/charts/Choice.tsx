// A small choice between two or three views of a card (chart or table, countries or cities, requests or traffic):
// a group of pressed/unpressed buttons. Not a SegmentedControl: its sliding indicator measures itself (forced
// layouts, getComputedStyle) on every mount and resize, most of a 12-widget dashboard's drawing time (issue 14).
import { Button } from '@mantine/core';

export interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  onChange: (next: T) => void;
  options: readonly { value: T; label: string }[];
}

export function Choice<T extends string>({ label, value, onChange, options }: ChoiceProps<T>) {
  return (
    <Button.Group aria-label={label}>
      {options.map((option) => (
        <Button key={option.value} size="compact-xs" variant={option.value === value ? 'filled' : 'default'} aria-pressed={option.value === value} onClick={() => onChange(option.value)}>
          {option.label}
        </Button>
      ))}
    </Button.Group>
  );
}
