// CSV exports of the analytics charts (issue 25: every chart's series and every top list): the figures as the service
// sent them (times in ISO 8601 UTC, numbers unformatted, every point rather than the drawn reduction), through the
// console's one CSV writer (src/kit/csv.ts). Column names are fixed keys, not translated, like the service's own
// ranking export: a spreadsheet or script reading them does not depend on the reader's language.
import { type CsvValue, toCsv } from '../../kit/csv';
import { saveText } from './data';

/** What a chart card exports: the file's name and its text, made when asked. */
export interface CsvExport {
  file: string;
  text: () => string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A time series: `time,<column>`. */
export const seriesCsv = (points: readonly { x: number; y: number }[], column: string): string =>
  toCsv(['time', column], points.map((point) => [iso(point.x), point.y]));

/** A top list: `rank,key,name,<column>,sharePercent` (the share of the rows' sum, two decimals). */
export function topCsv(rows: readonly { key: string; name: string; value: number }[], column: string): string {
  const whole = rows.reduce((sum, row) => sum + row.value, 0);
  return toCsv(
    ['rank', 'key', 'name', column, 'sharePercent'],
    rows.map((row, at) => [at + 1, row.key, row.name || row.key, row.value, whole > 0 ? Math.round((row.value / whole) * 10_000) / 100 : 0]),
  );
}

/** Several lines over one time axis: `time,<column of each line>` (a missing value is 0, as drawn). */
export const linesCsv = (rows: readonly ({ x: number } & Record<string, number>)[], lines: readonly { key: string; column: string }[]): string =>
  toCsv(['time', ...lines.map((line) => line.column)], rows.map((row): CsvValue[] => [iso(row.x), ...lines.map((line) => row[line.key] ?? 0)]));

/** Ranked rows of passed and dropped bits: `rank,key,name,passBits,dropBits`. */
export const bitsCsv = (rows: readonly { key: string; name: string; passBits: number; dropBits: number }[]): string =>
  toCsv(['rank', 'key', 'name', 'passBits', 'dropBits'], rows.map((row, at) => [at + 1, row.key, row.name, row.passBits, row.dropBits]));

/** `<what>-<start of the period, to the minute>.csv` (`traffic-over-time-2026-11-28T0100.csv`), or `<what>.csv`. */
export const csvFileName = (what: string, startTime?: unknown): string =>
  typeof startTime === 'string' && startTime ? `${what}-${startTime.slice(0, 16).replace(/:/g, '')}.csv` : `${what}.csv`;

/** Saves the export (UTF-8 with a byte-order mark, so spreadsheets read Chinese names right). */
export const downloadExport = (csv: CsvExport) => saveText(`\uFEFF${csv.text()}`, csv.file, 'text/csv;charset=utf-8');

/** The column of a protocol's drop rate (`TCPDropBitsPerSecond`). */
export const dropRateColumn = (protocol: string) => ({ key: protocol, column: `${protocol}DropBitsPerSecond` });
