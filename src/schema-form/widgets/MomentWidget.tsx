// A moment (the contract's `format: date-time`) picked on a calendar or typed as 2026-12-01 08:00, in the browser's
// time zone and the interface language (Mantine's DateInput), sent as the contract wants it: ISO 8601 in UTC
// (2026-12-01T00:00:00Z). Issue 25: nobody types ISO strings.
import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { DateInput, DatesProvider } from '@mantine/dates';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';

dayjs.extend(customParseFormat);

const DAY = 'YYYY-MM-DD';
const SLASHED_DAY = 'YYYY/MM/DD';
const MINUTE = 'HH:mm';
/** What a person types and reads: a date and a time of day, in their own time zone. */
export const MOMENT_FORMAT = `${DAY} ${MINUTE}`;
/** The picker's own value: local, to the second. */
const PICKER_FORMAT = `${MOMENT_FORMAT}:ss`;
/** What typing accepts: a date with or without the time, with dashes or slashes. */
const TYPED_FORMATS = [MOMENT_FORMAT, PICKER_FORMAT, DAY, `${SLASHED_DAY} ${MINUTE}`, SLASHED_DAY];
const DAYJS_LOCALE: Record<string, string> = { 'zh-TW': 'zh-tw', 'zh-CN': 'zh-cn', en: 'en' };

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

/** Typed text in MOMENT_FORMAT (or with seconds, or a date alone) as the picker's value; null when unreadable. */
export function parseTyped(text: string): string | null {
  const moment = dayjs(text.trim(), TYPED_FORMATS, true);
  return moment.isValid() ? moment.format(PICKER_FORMAT) : null;
}

export function MomentWidget({ id, value, label, hideLabel, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus, schema, placeholder }: WidgetProps) {
  const { t, i18n } = useLingui();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const fieldName = label || schema.title || '';
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[i18n.locale] ?? 'en', firstDayOfWeek: i18n.locale === 'en' ? 0 : 1 }}>
      <DateInput
        id={id}
        label={labelValue(label || schema.title || undefined, hideLabel, false)}
        description={t`Date and time in your time zone (${zone}), e.g. 2026-12-01 08:00.`}
        placeholder={placeholder || MOMENT_FORMAT}
        valueFormat={MOMENT_FORMAT}
        dateParser={parseTyped}
        value={toPickerValue(value)}
        onChange={(next) => onChange(toContractValue(next))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        clearable={!required}
        clearButtonProps={{ 'aria-label': t`Clear ${fieldName}` }}
        error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
