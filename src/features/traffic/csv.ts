// CSV export of a report: the console's one CSV writer (src/kit/csv.ts: RFC 4180, formulas written as text).
import { saveText } from '../analytics/data';

export { type CsvValue, toCsv } from '../../kit/csv';

/** Saves the text as a file (UTF-8 with a byte-order mark, so spreadsheets read Chinese names right). */
export function downloadCsv(text: string, filename: string): void {
  saveText(`\uFEFF${text}`, filename, 'text/csv;charset=utf-8');
}
