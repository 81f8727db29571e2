// CSV that opens cleanly in a spreadsheet: every field quoted, and cells that a spreadsheet would
// run as a formula (= + - @, tab, carriage return) defused with a leading apostrophe.
import type { FastifyReply } from 'fastify';

export type CsvColumn<T> = { header: string; value: (row: T) => string | number | null };

function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  const lines = [columns.map((column) => cell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(','));
  // A byte-order mark so spreadsheets read the names as UTF-8.
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

/** Answers with a CSV file to download, never cached. */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
