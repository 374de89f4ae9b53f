// A moment typed in the browser's time zone (a datetime-local input): the custom range of the analytics filters,
// the log query's range and the log push's range.
import { TextInput, type TextInputProps } from '@mantine/core';

/** A datetime-local value (the browser's time zone) for a moment. */
export const toLocalInput = (d: Date | null) => {
  if (!d) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export interface MomentInputProps extends Omit<TextInputProps, 'type' | 'value' | 'onChange'> {
  value: Date | null;
  /** The moment typed, null while the field is empty. */
  onChange: (next: Date | null) => void;
}

export function MomentInput({ value, onChange, ...rest }: MomentInputProps) {
  return <TextInput type="datetime-local" value={toLocalInput(value)} onChange={(e) => onChange(e.currentTarget.value ? new Date(e.currentTarget.value) : null)} {...rest} />;
}
