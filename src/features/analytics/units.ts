// Units of the analytics screens (spec 9): one scale of base 1000 for bytes (B … YB), bits and counts, so a
// figure reads the same on every card, axis, tooltip and table.
const BYTE_UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
const BIT_RATE_UNITS = ['bps', 'kbps', 'Mbps', 'Gbps', 'Tbps', 'Pbps', 'Ebps', 'Zbps', 'Ybps'] as const;
const COUNT_UNITS = ['', 'k', 'M', 'G', 'T', 'P', 'E', 'Z', 'Y'] as const;

/** The value divided by 1000 as often as it takes to fall below 1000, and the number of divisions. */
export function scale1000(value: number, max = 8): { scaled: number; power: number } {
  let scaled = Math.abs(value);
  let power = 0;
  while (scaled >= 1000 && power < max) {
    scaled /= 1000;
    power++;
  }
  return { scaled: value < 0 ? -scaled : scaled, power };
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** One Intl.NumberFormat per locale and form, kept: creating one per figure cost most of a dashboard's drawing time. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${options.style ?? ''}|${options.maximumFractionDigits ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function withUnit(value: number, units: readonly string[], locale: string, digits = 2): string {
  if (!Number.isFinite(value)) return '–';
  const { scaled, power } = scale1000(value, units.length - 1);
  const text = numberFormat(locale, { maximumFractionDigits: power === 0 && Number.isInteger(scaled) ? 0 : digits }).format(scaled);
  const unit = units[power]!;
  return unit ? `${text} ${unit}` : text;
}

/** Bytes in base 1000: 1 kB = 1000 B (spec 9). */
export const formatBytes = (bytes: number, locale: string, digits = 2) => withUnit(bytes, BYTE_UNITS, locale, digits);
/** Bytes a second. */
export const formatByteRate = (bytesPerSecond: number, locale: string) => `${formatBytes(bytesPerSecond, locale)}/s`;
/** Bits a second (layer-4 rates arrive in bits). */
export const formatBitRate = (bitsPerSecond: number, locale: string) => withUnit(bitsPerSecond, BIT_RATE_UNITS, locale);
/** Bits shown as bytes (spec 9: divide by 8). */
export const bitsToBytes = (bits: number) => bits / 8;
/** A count, shortened in base 1000 (12.3k, 4.5M) for axes and cards. */
export const formatCompact = (count: number, locale: string) => withUnit(count, COUNT_UNITS, locale, 1);
/** A count in full, with the locale's grouping. */
export const formatCount = (count: number, locale: string) => numberFormat(locale, { maximumFractionDigits: 2 }).format(count);
/** A percentage of a total. */
export const formatPercent = (part: number, whole: number, locale: string) =>
  numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(whole > 0 ? part / whole : 0);
