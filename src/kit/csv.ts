// The one CSV writer (RFC 4180) of every export the service or the console writes (issue 24, item 8): the embedded
// backend's log and ranking exports and the console's report export. Fields are quoted when they hold a comma, a
// quote or a line break. A text cell a spreadsheet would run as a formula (one starting with =, +, -, @, a tab or
// a carriage return: site names, visitors' URIs and user agents) is written as text, with a leading apostrophe
// (OWASP "CSV injection"). Numbers are written as they are (a negative number stays a number). No imports: the
// backend (tsx) and the console (Vite) both load this file.
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: formulas neutralised, quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line (no line break). */
export const csvRow = (cells: readonly CsvValue[]): string => cells.map(csvCell).join(',');

/** A whole file: the header, then the rows, each line ended by CR LF. */
export const toCsv = (header: readonly CsvValue[], rows: readonly (readonly CsvValue[])[]): string =>
  [header, ...rows].map(csvRow).join('\r\n') + '\r\n';
