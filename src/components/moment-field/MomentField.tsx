// Date pickers for the screens' own fields (issue 25, dates by picker): a moment (a date and a time of day) or a day,
// picked on a calendar or typed, in the browser's time zone and the interface language. The schema forms' moments
// are src/schema-form/widgets/MomentWidget.tsx (the same formats).
import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { DAY_FORMAT, dayjsLocale, firstDayOfWeek, MOMENT_FORMAT, momentOf, parseTyped, parseTypedDay, pickerOf } from './moment-format';

/** The interface language's calendar (month and day names, first day of the week). */
export function LocalDates({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <DatesProvider settings={{ locale: dayjsLocale(i18n.locale), firstDayOfWeek: firstDayOfWeek(i18n.locale) }}>{children}</DatesProvider>;
}

type Common = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'defaultValue'>;

export interface MomentFieldProps extends Common {
  value: Date | null;
  /** The moment picked or typed, null while the field is empty. */
  onChange: (next: Date | null) => void;
}

/** A date and a time of day, in the browser's time zone. */
export function MomentField({ value, onChange, label, ...rest }: MomentFieldProps) {
  const { t } = useLingui();
  const fieldName = typeof label === 'string' ? label : '';
  return (
    <LocalDates>
      <DateInput
        label={label}
        placeholder={MOMENT_FORMAT}
        valueFormat={MOMENT_FORMAT}
        dateParser={parseTyped}
        value={pickerOf(value)}
        onChange={(next) => onChange(momentOf(next))}
        clearable
        clearButtonProps={{ 'aria-label': t`Clear ${fieldName}` }}
        popoverProps={{ withinPortal: true }}
        {...rest}
      />
    </LocalDates>
  );
}

export interface DayFieldProps extends Common {
  /** 'YYYY-MM-DD', '' when empty. */
  value: string;
  onChange: (next: string) => void;
}

/** A day (no time of day): 'YYYY-MM-DD'. */
export function DayField({ value, onChange, label, ...rest }: DayFieldProps) {
  const { t } = useLingui();
  const fieldName = typeof label === 'string' ? label : '';
  return (
    <LocalDates>
      <DateInput
        label={label}
        placeholder={DAY_FORMAT}
        valueFormat={DAY_FORMAT}
        dateParser={parseTypedDay}
        value={value || null}
        onChange={(next) => onChange(next ? next.slice(0, 10) : '')}
        clearable
        clearButtonProps={{ 'aria-label': t`Clear ${fieldName}` }}
        popoverProps={{ withinPortal: true }}
        {...rest}
      />
    </LocalDates>
  );
}
