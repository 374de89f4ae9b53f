// Traffic amounts in base-1000 units (spec: B … YB; 1 GB = 1,000,000,000 bytes), as the plans are sold.
import { formatNumber } from '../../i18n/format';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** "812.35 GB", "0 B", "1.2 YB": at most two decimals, in the language's number format. */
export function formatBytes(bytes: number, locale = 'en'): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${UNITS[0]}`;
  let unit = 0;
  let value = bytes;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${formatNumber(value, locale, { maximumFractionDigits: 2 })} ${UNITS[unit]}`;
}

/** Whole GB of a plan in bytes. */
export const gbToBytes = (gb: number): number => gb * 1e9;
