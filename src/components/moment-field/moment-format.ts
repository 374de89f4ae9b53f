// How a person types and reads a moment or a day (issue 25, dates by picker): in their own time zone, in the interface
// language (dayjs locale), with dashes or slashes, with or without the time; the pickers keep Mantine's local strings.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';

dayjs.extend(customParseFormat);

export const DAY_FORMAT = 'YYYY-MM-DD';
const SLASHED_DAY = 'YYYY/MM/DD';
const MINUTE = 'HH:mm';
/** What a person types and reads: a date and a time of day, in their own time zone. */
export const MOMENT_FORMAT = `${DAY_FORMAT} ${MINUTE}`;
/** The picker's own value: local, to the second. */
export const PICKER_FORMAT = `${MOMENT_FORMAT}:ss`;
/** What typing accepts: a date with or without the time, with dashes or slashes, or as a browser's datetime-local value. */
const TYPED_FORMATS = [MOMENT_FORMAT, PICKER_FORMAT, `${DAY_FORMAT}T${MINUTE}`, `${DAY_FORMAT}T${MINUTE}:ss`, DAY_FORMAT, `${SLASHED_DAY} ${MINUTE}`, SLASHED_DAY];
const TYPED_DAYS = [DAY_FORMAT, SLASHED_DAY];
const DAYJS_LOCALE: Record<string, string> = { 'zh-TW': 'zh-tw', 'zh-CN': 'zh-cn', en: 'en' };

/** The dayjs locale of an interface language. */
export const dayjsLocale = (locale: string) => DAYJS_LOCALE[locale] ?? 'en';
/** Weeks start on Monday in Chinese, on Sunday in English. */
export const firstDayOfWeek = (locale: string) => (locale === 'en' ? 0 : 1);

/** Typed text (MOMENT_FORMAT, with seconds, a datetime-local value, or a date alone) as the picker's value; null when unreadable. */
export function parseTyped(text: string): string | null {
  const moment = dayjs(text.trim(), TYPED_FORMATS, true);
  return moment.isValid() ? moment.format(PICKER_FORMAT) : null;
}

/** A typed day (2026-12-01 or 2026/12/01) as 'YYYY-MM-DD'; null when unreadable. */
export function parseTypedDay(text: string): string | null {
  const day = dayjs(text.trim(), TYPED_DAYS, true);
  return day.isValid() ? day.format(DAY_FORMAT) : null;
}

/** A moment as the picker's local value, or null. */
export const pickerOf = (moment: Date | null): string | null => (moment && !Number.isNaN(moment.getTime()) ? dayjs(moment).format(PICKER_FORMAT) : null);

/** The picker's local value as a moment, or null. */
export function momentOf(local: string | null): Date | null {
  if (!local) return null;
  const moment = dayjs(local);
  return moment.isValid() ? moment.toDate() : null;
}

/** A moment as a datetime-local value ('YYYY-MM-DDTHH:mm', the browser's time zone); '' when none. */
export const localMinute = (moment: Date | null): string => (moment && !Number.isNaN(moment.getTime()) ? dayjs(moment).format(`${DAY_FORMAT}T${MINUTE}`) : '');
