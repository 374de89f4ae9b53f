// `node/{id}/system` answers plain text, one `key=value` a line (spec 7). Read into pairs, the numeric ones
// kept as numbers for the live chart, and each known key shown with its unit.
import { formatNumber } from '../../i18n/format';

export type SystemPair = { key: string; value: string; number: number | null };

export function parseSystemText(text: string): SystemPair[] {
  const pairs: SystemPair[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    if (at <= 0) continue;
    const key = line.slice(0, at).trim();
    const value = line.slice(at + 1).trim();
    const number = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : null;
    pairs.push({ key, value, number });
  }
  return pairs;
}

/** How a known key's number reads: its unit. */
export type Unit = 'percent' | 'kilobytes' | 'bitsPerSecond' | 'seconds' | 'count' | 'load' | 'hours';

export const UNITS: Record<string, Unit> = {
  cpuUsage: 'percent',
  memTotal: 'kilobytes',
  memUsed: 'kilobytes',
  diskTotal: 'kilobytes',
  diskUsed: 'kilobytes',
  rxBps: 'bitsPerSecond',
  txBps: 'bitsPerSecond',
  uptime: 'seconds',
  connections: 'count',
  cpuCores: 'count',
  load1: 'load',
  load5: 'load',
  load15: 'load',
  logRotateTime: 'hours',
};

const scaled = (value: number, base: number, units: string[]) => {
  let i = 0;
  let v = value;
  while (Math.abs(v) >= base && i < units.length - 1) {
    v /= base;
    i += 1;
  }
  return `${v >= 100 || i === 0 ? Math.round(v) : v.toFixed(1)} ${units[i]}`;
};

/** A number with its unit, in the locale's digits. */
export function formatValue(key: string, n: number, locale: string): string {
  const unit = UNITS[key];
  const num = (v: number, digits = 1) => formatNumber(v, locale, { maximumFractionDigits: digits });
  switch (unit) {
    case 'percent':
      return `${num(n)} %`;
    case 'kilobytes':
      return scaled(n * 1024, 1024, ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB']);
    case 'bitsPerSecond':
      return scaled(n, 1000, ['bit/s', 'kbit/s', 'Mbit/s', 'Gbit/s', 'Tbit/s']);
    case 'seconds': {
      const d = Math.floor(n / 86400);
      const h = Math.floor((n % 86400) / 3600);
      const m = Math.floor((n % 3600) / 60);
      return d > 0 ? `${d} d ${h} h` : h > 0 ? `${h} h ${m} min` : `${m} min ${Math.floor(n % 60)} s`;
    }
    case 'hours':
      return `${num(n, 0)} h`;
    case 'load':
      return num(n, 2);
    default:
      return num(n, 2);
  }
}

/** Percentages worth charting, derived from used/total pairs. */
export function derived(pairs: SystemPair[]): Record<string, number> {
  const by = Object.fromEntries(pairs.filter((p) => p.number !== null).map((p) => [p.key, p.number!]));
  const out: Record<string, number> = {};
  if (by.memTotal && by.memUsed !== undefined) out.memPercent = Math.round((by.memUsed / by.memTotal) * 1000) / 10;
  if (by.diskTotal && by.diskUsed !== undefined) out.diskPercent = Math.round((by.diskUsed / by.diskTotal) * 1000) / 10;
  return out;
}
