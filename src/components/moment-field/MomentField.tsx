// Date pickers for the screens' own fields (issue 25, dates by picker): a moment (a date and a time of day) or a day,
// picked on a calendar or typed, in the browser's time zone and the interface language. The schema forms' moments
// are src/schema-form/widgets/MomentWidget.tsx (the same formats).
import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { DAY_FORMAT, dayjsLocale, firstDayOfWeek, MOMENT_FORMAT, momentOf, parseTyped, parseTypedDay, pickerOf } from './moment-format';

/** The interface language's calendar (month and day names, first day of the week). */
export function LocalDates({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <DatesProvider settings={{ locale: dayjsLocale(i18n.locale), firstDayOfWeek: firstDayOfWeek(i18n.locale) }}>{children}</DatesProvider>;
}

/**
 * When the calendar shows: on a click in the field (or Arrow Down), not while the date is typed; it closes once a
 * moment is picked or typed in full, on Escape and when the field loses the focus. Mantine's own calendar opened on
 * focus and on every keystroke and stayed over the buttons below the field (a form's submit among them) until the
 * focus left (issue 25: dates by picker, without a calendar in the way of a typed date).
 */
export function useCalendar(props: Pick<DateInputProps, 'onClick' | 'onBlur' | 'onKeyDown' | 'popoverProps'>) {
  const [opened, setOpened] = useState(false);
  return {
    close: () => setOpened(false),
    props: {
      onClick: (event: Parameters<NonNullable<DateInputProps['onClick']>>[0]) => (setOpened(true), props.onClick?.(event)),
      onBlur: (event: Parameters<NonNullable<DateInputProps['onBlur']>>[0]) => (setOpened(false), props.onBlur?.(event)),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Escape') setOpened(false);
        if (event.key === 'ArrowDown') setOpened(true);
        props.onKeyDown?.(event);
      },
      popoverProps: { withinPortal: true, ...props.popoverProps, opened },
    },
  };
}

type Common = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'defaultValue'>;

export interface MomentFieldProps extends Common {
  value: Date | null;
  /** The moment picked or typed, null while the field is empty. */
  onChange: (next: Date | null) => void;
}

/** A date and a time of day, in the browser's time zone. */
export function MomentField({ value, onChange, label, onClick, onBlur, onKeyDown, popoverProps, ...rest }: MomentFieldProps) {
  const { t } = useLingui();
  const calendar = useCalendar({ onClick, onBlur, onKeyDown, popoverProps });
  const fieldName = typeof label === 'string' ? label : '';
  // A day picked on the calendar keeps the time of day already there (Mantine's pick is at midnight).
  const picked = useRef(false);
  return (
    <LocalDates>
      <DateInput
        label={label}
        placeholder={MOMENT_FORMAT}
        // Without it, Mantine keeps the day of a value and drops its time of day.
        withTime
        valueFormat={MOMENT_FORMAT}
        dateParser={parseTyped}
        value={pickerOf(value)}
        getDayProps={() => ({ onClick: () => void (picked.current = true) })}
        onChange={(next) => {
          calendar.close();
          const moment = momentOf(next);
          if (picked.current && moment && value) moment.setHours(value.getHours(), value.getMinutes(), value.getSeconds());
          picked.current = false;
          onChange(moment);
        }}
        clearable
        clearButtonProps={{ 'aria-label': t`Clear ${fieldName}` }}
        {...rest}
        {...calendar.props}
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
export function DayField({ value, onChange, label, onClick, onBlur, onKeyDown, popoverProps, ...rest }: DayFieldProps) {
  const { t } = useLingui();
  const calendar = useCalendar({ onClick, onBlur, onKeyDown, popoverProps });
  const fieldName = typeof label === 'string' ? label : '';
  return (
    <LocalDates>
      <DateInput
        label={label}
        placeholder={DAY_FORMAT}
        valueFormat={DAY_FORMAT}
        dateParser={parseTypedDay}
        value={value || null}
        onChange={(next) => {
          calendar.close();
          onChange(next ? next.slice(0, 10) : '');
        }}
        clearable
        clearButtonProps={{ 'aria-label': t`Clear ${fieldName}` }}
        {...rest}
        {...calendar.props}
      />
    </LocalDates>
  );
}
