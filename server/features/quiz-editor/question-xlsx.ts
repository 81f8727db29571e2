// Quiz questions as an Excel workbook: an organiser's .xlsx read into rows, and the template to start
// one from.
import { readSheet } from 'read-excel-file/node';
import writeExcelFile, { type Row } from 'write-excel-file/node';
import {
  QUESTION_FILE_COLUMNS,
  malformedQuestionFile,
  type Cell,
  type FileRow,
} from './question-rows.js';
import { checkXlsxLimits } from './xlsx-limits.js';

function cellOf(value: unknown): Cell {
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return null;
}

/** The first sheet's rows, each with its row number as its line; an unreadable file is refused. */
export async function readQuestionXlsx(body: Buffer): Promise<FileRow[]> {
  await checkXlsxLimits(body);
  let sheet: unknown[][];
  try {
    sheet = await readSheet(body);
  } catch {
    // Whatever the reader cannot make sense of, the organiser sees as a file that cannot be read.
    throw malformedQuestionFile(1, 'quizFileNotXlsx');
  }
  return sheet.map((cells, index) => ({ line: index + 1, cells: cells.map(cellOf) }));
}

const EXAMPLES = [
  ['Which planet is known as the Red Planet?', ['Venus', 'Mars', 'Jupiter', 'Saturn'], 2],
  ['भारत का राष्ट्रीय पक्षी कौन-सा है?', ['मोर', 'तोता', 'कबूतर'], 1],
] as const;

/** Widths in characters: the id and the answer narrow, the question widest. */
const WIDTHS: Record<string, number> = { id: 8, question: 50, correct: 10 };

/** The workbook organisers download to write questions in: the header and two example rows. */
export async function quizTemplateXlsx(): Promise<Buffer> {
  const header: Row = QUESTION_FILE_COLUMNS.map((value) => ({ value, fontWeight: 'bold' }));
  const examples: Row[] = EXAMPLES.map(([text, options, correct]) =>
    QUESTION_FILE_COLUMNS.map((column, index) => {
      if (column === 'id') return null;
      if (column === 'question') return { value: text, wrap: true };
      if (column === 'correct') return { value: correct, type: Number };
      return options[index - 2] ?? null; // the options follow id and question
    }),
  );
  return writeExcelFile([header, ...examples], {
    sheet: 'Questions',
    columns: QUESTION_FILE_COLUMNS.map((column) => ({ width: WIDTHS[column] ?? 20 })),
    stickyRowsCount: 1,
  }).toBuffer();
}
