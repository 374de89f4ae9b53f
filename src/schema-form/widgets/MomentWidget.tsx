// A moment (the contract's `format: date-time`) picked on a calendar or typed as 2026-12-01 08:00, in the browser's
// time zone and the interface language (Mantine's DateInput), sent as the contract wants it: ISO 8601 in UTC
// (2026-12-01T00:00:00Z). Issue 25: nobody types ISO strings.
import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { DateInput, DatesProvider } from '@mantine/dates';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';
import { useCalendar } from '../../components/moment-field/MomentField';
import { dayjsLocale, firstDayOfWeek, MOMENT_FORMAT, parseTyped, PICKER_FORMAT } from '../../components/moment-field/moment-format';

export { parseTyped };

/** The contract's value (ISO, UTC) as the picker's local 'YYYY-MM-DD HH:mm:ss', or null. */
export function toPickerValue(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const moment = dayjs(value);
  return moment.isValid() ? moment.format(PICKER_FORMAT) : null;
}

/** The picker's local value as the contract's ISO 8601 UTC string (whole seconds), or undefined when empty. */
export function toContractValue(local: string | null): string | undefined {
  if (!local) return undefined;
  const moment = dayjs(local);
  return moment.isValid() ? moment.toISOString().replace(/\.000Z$/, 'Z') : undefined;
}

export function MomentWidget({ id, value, label, hideLabel, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus, schema, placeholder }: WidgetProps) {
  const { t, i18n } = useLingui();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const fieldName = label || schema.title || '';
  // The calendar opens on a click or Arrow Down, never on focus or while typing (it covered the form's Save button).
  const calendar = useCalendar({ onBlur: () => onBlur(id, value) });
  return (
    <DatesProvider settings={{ locale: dayjsLocale(i18n.locale), firstDayOfWeek: firstDayOfWeek(i18n.locale) }}>
      <DateInput
        id={id}
        label={labelValue(label || schema.title || undefined, hideLabel, false)}
        description={t`Date and time in your time zone (${zone}), e.g. 2026-12-01 08:00.`}
        placeholder={placeholder || MOMENT_FORMAT}
        // Without it, Mantine keeps the day of a value and drops its time of day (announcements started at midnight).
        withTime
        valueFormat={MOMENT_FORMAT}
        dateParser={parseTyped}
        value={toPickerValue(value)}
        onChange={(next) => {
          calendar.close();
          onChange(toContractValue(next));
        }}
        onFocus={() => onFocus(id, value)}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        clearable={!required}
        clearButtonProps={{ 'aria-label': t`Clear ${fieldName}` }}
        error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        {...calendar.props}
      />
    </DatesProvider>
  );
}
