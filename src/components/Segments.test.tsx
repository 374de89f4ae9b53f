// Segments: one radio group named by its label, each choice a radio named by its text, the current one checked, a
// click or an arrow key choosing another (native radios sharing a name), a disabled choice not chosen.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Segments } from './Segments';

function Range({ onChange }: { onChange: (next: string) => void }) {
  const [value, setValue] = useState<'1h' | '24h' | '7d'>('1h');
  return (
    <Segments
      aria-label="Time range"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      data={[
        { value: '1h', label: '1 hour' },
        { value: '24h', label: '24 hours' },
        { value: '7d', label: '7 days', disabled: true },
      ]}
    />
  );
}

describe('Segments', () => {
  it('is a named radio group whose choices are radios named by their text', () => {
    const changed = vi.fn();
    render(<MantineProvider><Range onChange={changed} /></MantineProvider>);
    const group = screen.getByRole('radiogroup', { name: 'Time range' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1h', '24h', '7d']);
    expect(within(group).getByRole('radio', { name: '1 hour' })).toHaveProperty('checked', true);
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);

    fireEvent.click(within(group).getByText('24 hours'));
    expect(changed).toHaveBeenCalledWith('24h');
    expect(within(group).getByRole('radio', { name: '24 hours' })).toHaveProperty('checked', true);
    expect(within(group).getByRole('radio', { name: '1 hour' })).toHaveProperty('checked', false);

    expect(within(group).getByRole('radio', { name: '7 days' })).toHaveProperty('disabled', true);
  });
});
