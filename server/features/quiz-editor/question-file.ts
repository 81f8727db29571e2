// A quiz's question file, CSV or Excel, read into the questions it adds or changes. No database:
// the caller checks the ids against the quiz and applies the rows.
import { readQuestionCsv } from './question-csv.js';
import { questionsOfRows, type ParsedQuestionFile } from './question-rows.js';
import { readQuestionXlsx } from './question-xlsx.js';

export type { ParsedQuestionFile, ParsedRow } from './question-rows.js';

/**
 * Each data row of a file as a question or the reason it cannot be one. A file that cannot be read
 * as a whole (not CSV, not an .xlsx, no header, too many rows) is refused with
 * `quiz_file_malformed` naming the line and the reason.
 */
export async function parseQuestionFile(
  body: Buffer,
  kind: 'csv' | 'xlsx',
): Promise<ParsedQuestionFile> {
  const rows = kind === 'csv' ? readQuestionCsv(body) : await readQuestionXlsx(body);
  return questionsOfRows(rows);
}
