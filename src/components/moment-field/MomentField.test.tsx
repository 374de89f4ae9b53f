// The screens' date fields (issue 25): a moment typed in full is taken without a calendar in the way; a click shows
// the calendar in the interface language, a picked day closes it.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DayField, MomentField } from './MomentField';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const wrap = (ui: React.ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>{ui}</MantineProvider>
    </I18nProvider>,
  );

function Moment({ seen }: { seen: (next: Date | null) => void }) {
  const [value, setValue] = useState<Date | null>(new Date(2026, 11, 1, 8, 0));
  return <MomentField label="From" value={value} onChange={(next) => (setValue(next), seen(next))} />;
}

describe('MomentField', () => {
  it('reads its moment in the local time zone and takes a typed one without opening the calendar', () => {
    const seen = vi.fn();
    wrap(<Moment seen={seen} />);
    const field = screen.getByRole('textbox', { name: 'From' });
    expect(field).toHaveValue('2026-12-01 08:00');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '2026-12-02T09:30' } });
    expect(seen).toHaveBeenLastCalledWith(new Date(2026, 11, 2, 9, 30));
    expect(screen.queryByRole('button', { name: /December 2026/ })).toBeNull();
    expect(document.querySelector('[data-dates-dropdown]')).toBeNull();
  });

  it('shows the calendar on a click and closes it once a day is picked', async () => {
    const seen = vi.fn();
    wrap(<Moment seen={seen} />);
    fireEvent.click(screen.getByRole('textbox', { name: 'From' }));
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).not.toBeNull());
    // The calendar's days are named by their date (the dropdown is still in its opening transition in jsdom).
    await waitFor(() => expect(document.querySelector('button[aria-label="15 December 2026"]')).not.toBeNull());
    fireEvent.click(document.querySelector('button[aria-label="15 December 2026"]')!);
    expect(seen).toHaveBeenLastCalledWith(new Date(2026, 11, 15, 8, 0));
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).toBeNull());
  });
});

describe('DayField', () => {
  it('takes a day typed with slashes as YYYY-MM-DD, and an emptied field as ""', () => {
    const seen = vi.fn();
    function Day() {
      const [value, setValue] = useState('');
      return <DayField label="Expiry date" value={value} onChange={(next) => (setValue(next), seen(next))} />;
    }
    wrap(<Day />);
    const field = screen.getByRole('textbox', { name: 'Expiry date' });
    fireEvent.change(field, { target: { value: '2027/01/31' } });
    expect(seen).toHaveBeenLastCalledWith('2027-01-31');
    fireEvent.change(field, { target: { value: '' } });
    expect(seen).toHaveBeenLastCalledWith('');
  });
});
