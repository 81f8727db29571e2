// Quiz questions as CSV: an organiser's file read into rows with their lines, and a quiz's questions
// written as a file that opens cleanly in a spreadsheet and imports back unchanged.
// The error class from the same entry as the parser: a loader may give each entry its own copy.
import { CsvError, parse } from 'csv-parse/sync';
import { QUIZ_LIMITS } from '../../../common/quiz.js';
import { csvProblem } from '../../csv-errors.js';
import { AppError } from '../../errors.js';
import { toCsv, type CsvColumn } from '../../files/csv-writer.js';
import {
  QUESTION_FILE_COLUMNS,
  QUESTION_FILE_MAX_COLUMNS,
  guardFormula,
  malformedQuestionFile,
  type FileRow,
} from './question-rows.js';

const LF = 0x0a;
const CR = 0x0d;
const BLANK = new Set([0x20, 0x09, CR, LF]);
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The first line that is not UTF-8 text (a file saved as ANSI or UTF-16), or null. */
function firstLineNotUtf8(bytes: Buffer): number | null {
  try {
    strictUtf8.decode(bytes);
    return null;
  } catch {
    // Some line is not UTF-8: find which.
  }
  let line = 1;
  for (let start = 0; start < bytes.length; line += 1) {
    const end = bytes.indexOf(LF, start);
    const next = end === -1 ? bytes.length : end + 1;
    try {
      strictUtf8.decode(bytes.subarray(start, next));
    } catch {
      return line;
    }
    start = next;
  }
  return 1;
}

/**
 * The line on which text starts at or after a byte offset, reading the file forward once. csv-parse
 * counts a CRLF inside quotes as two lines, so lines are counted here from the bytes it reports.
 */
function lineFinder(bytes: Buffer): (from: number) => number {
  let offset = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let line = 1;
  const step = () => {
    const byte = bytes[offset];
    if (byte === LF || (byte === CR && bytes[offset + 1] !== LF)) line += 1;
    offset += 1;
  };
  return (from) => {
    while (offset < from) step();
    while (offset < bytes.length && BLANK.has(bytes[offset]!)) step();
    return line;
  };
}

/** Line breaks inside a record's quoted cells: a spreadsheet shows the record as one row all the same. */
function breaksInside(cells: readonly string[]): number {
  let breaks = 0;
  for (const cell of cells) breaks += cell.match(/\r\n|\r|\n/g)?.length ?? 0;
  return breaks;
}

/**
 * A CSV file's rows, each with its row number as a spreadsheet opening the file shows it (a blank
 * line is a row, a quoted cell's line breaks are not). The file is UTF-8, with or without a
 * byte-order mark; one that is not, or is not valid CSV, is refused naming the line.
 */
export function readQuestionCsv(body: Buffer): FileRow[] {
  const notUtf8 = firstLineNotUtf8(body);
  if (notUtf8 !== null) throw malformedQuestionFile(notUtf8, 'csvNotValid');
  const lineAt = lineFinder(body);
  const rows: FileRow[] = [];
  let recordEnd = 0;
  let breaksBefore = 0;
  try {
    parse(body, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (cells: string[], context) => {
        const line = lineAt(recordEnd);
        const row = line - breaksBefore;
        breaksBefore += breaksInside(cells);
        recordEnd = context.bytes;
        // Empty cells at the end of a row are nothing (spreadsheets pad rows to their widest).
        let width = cells.length;
        while (width > 0 && cells[width - 1] === '') width -= 1;
        if (width === 0) return null;
        if (width > QUESTION_FILE_MAX_COLUMNS) throw malformedQuestionFile(line, 'quizFileTooWide');
        // The header and the most questions a quiz holds: reading stops at the first row over.
        if (rows.length > QUIZ_LIMITS.maxQuestions)
          throw malformedQuestionFile(line, 'quizFileTooManyRows');
        rows.push({ line: row, cells: cells.slice(0, width) });
        return null;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The record after the last whole one is where reading stopped.
    if (error instanceof CsvError)
      throw malformedQuestionFile(lineAt(recordEnd), csvProblem(error));
    throw error;
  }
  return rows;
}

type ExportedQuestion = {
  id: number;
  text: string;
  options: string[];
  correct: number;
  explanation: string | null;
};

const columns: CsvColumn<ExportedQuestion>[] = QUESTION_FILE_COLUMNS.map((header, index) => {
  if (header === 'id') return { header, value: (question) => question.id };
  if (header === 'question') return { header, value: (question) => guardFormula(question.text) };
  if (header === 'correct') return { header, value: (question) => question.correct + 1 };
  if (header === 'explanation')
    return {
      header,
      value: ({ explanation }) => (explanation === null ? null : guardFormula(explanation)),
    };
  const option = index - 2; // the options follow id and question
  return {
    header,
    value: ({ options }) => (option < options.length ? guardFormula(options[option]!) : null),
  };
});

/**
 * A quiz's questions as the import reads them: UTF-8 with a byte-order mark (so Excel reads Hindi),
 * CRLF lines, every field quoted, and formulas defused; `correct` numbered from 1.
 */
export function questionsCsv(questions: ExportedQuestion[]): string {
  return toCsv(questions, columns);
}
