// Small formatters of the settings tabs, in the interface language (Intl does the plurals and units).

const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/** A number of seconds in the largest whole unit it fills: 2592000 -> "30 days", 90 -> "90 seconds". */
export function formatDuration(seconds: number, locale: string): string {
  const [unit, size] = UNITS.find(([, size]) => seconds % size === 0) ?? UNITS[UNITS.length - 1]!;
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(seconds / size);
}

/** A date and time, short. */
export function formatDateTime(value: string | undefined | null, locale: string): string {
  if (!value) return '—';
  return new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The first characters of a long text, on one line (for lists). */
export function excerpt(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
