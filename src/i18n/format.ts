// Dates and numbers as the reader's language writes them, through one Intl formatter per locale and form, kept.
// `Date.prototype.toLocaleString` and its kin build a new formatter on every call (resolving the locale and its data
// each time): one per date of a list cost a phone's first render of the sites list 35 ms (issue 29). The results are
// the same as theirs: without options, the same fields they default to.

type When = Date | string | number;
type Kind = 'date' | 'time' | 'dateTime';

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** The options that name a field of a date or time; without any, a kind's defaults apply (as toLocale*String). */
const FIELDS = ['dateStyle', 'timeStyle', 'weekday', 'era', 'year', 'month', 'day', 'dayPeriod', 'hour', 'minute', 'second', 'fractionalSecondDigits'] as const;
const DATE = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;
const DEFAULTS: Record<Kind, Intl.DateTimeFormatOptions> = { date: DATE, time: TIME, dateTime: { ...DATE, ...TIME } };

function dateFormat(kind: Kind, locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    const named = FIELDS.some((field) => options[field] !== undefined);
    format = new Intl.DateTimeFormat(locale, named ? options : { ...DEFAULTS[kind], ...options });
    formats.set(key, format);
  }
  return format;
}

/** A value as `toLocale*String` writes it: "Invalid Date" for a value that is no date (a formatter would throw). */
function written(kind: Kind, value: When, locale: string, options?: Intl.DateTimeFormatOptions): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(date) : dateFormat(kind, locale, options).format(date);
}

/** A date (as `toLocaleDateString`). */
export const formatDate = (value: When, locale: string, options?: Intl.DateTimeFormatOptions): string => written('date', value, locale, options);

/** A time of day (as `toLocaleTimeString`). */
export const formatTime = (value: When, locale: string, options?: Intl.DateTimeFormatOptions): string => written('time', value, locale, options);

/** A date and its time (as `Date.prototype.toLocaleString`). */
export const formatDateTime = (value: When, locale: string, options?: Intl.DateTimeFormatOptions): string => written('dateTime', value, locale, options);

/** A number (as `Number.prototype.toLocaleString`). */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  const key = `number ${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key) as Intl.NumberFormat | undefined;
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format.format(value);
}
