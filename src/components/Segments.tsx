// A choice of two to five values shown side by side (a time range, how a form's input is given): native radios in
// labels, styled by CSS only (Segments.module.css says why not Mantine's SegmentedControl). Arrow keys move between
// them as in any radio group; each radio is named by its label, the group by `aria-label` or `aria-labelledby`.
import { Box, type BoxProps } from '@mantine/core';
import { useId } from 'react';
import classes from './Segments.module.css';

export interface SegmentsProps<T extends string> extends Omit<BoxProps, 'children'> {
  value: T;
  onChange: (next: T) => void;
  data: readonly { value: T; label: string; disabled?: boolean }[];
  'aria-label'?: string;
  'aria-labelledby'?: string;
  size?: 'xs' | 'sm';
  fullWidth?: boolean;
}

export function Segments<T extends string>({ value, onChange, data, size = 'sm', fullWidth, className, ...rest }: SegmentsProps<T>) {
  const name = useId();
  const classNames = [classes.root, size === 'xs' ? classes.xs : '', fullWidth ? classes.fullWidth : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Box role="radiogroup" className={classNames} {...rest}>
      {data.map((item) => (
        <label key={item.value} className={classes.segment}>
          <input
            className={classes.input}
            type="radio"
            name={name}
            value={item.value}
            checked={item.value === value}
            disabled={item.disabled}
            onChange={() => onChange(item.value)}
          />
          {item.label}
        </label>
      ))}
    </Box>
  );
}
