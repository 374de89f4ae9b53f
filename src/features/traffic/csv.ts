// CSV export of a report (RFC 4180): fields quoted when they hold a comma, a quote or a line break; a text
// that a spreadsheet would run as a formula (=, +, -, @ first) is written as text (a leading apostrophe).
import { saveText } from '../analytics/data';

export type CsvValue = string | number | null | undefined;

function field(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Saves the text as a file (UTF-8 with a byte-order mark, so spreadsheets read Chinese names right). */
export function downloadCsv(text: string, filename: string): void {
  saveText(`\uFEFF${text}`, filename, 'text/csv;charset=utf-8');
}
