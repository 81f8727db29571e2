// Quiz questions as an Excel workbook: an organiser's .xlsx read into rows, and the template to start
// one from.
import writeExcelFile, { type Row } from 'write-excel-file/node';
import { QUIZ_LIMITS } from '../../../common/quiz.js';
import { SheetRefusal, readFirstSheet } from '../../files/xlsx-sheet.js';
import {
  QUESTION_FILE_COLUMNS,
  QUESTION_FILE_MAX_COLUMNS,
  malformedQuestionFile,
  type FileRow,
} from './question-rows.js';

/**
 * The first sheet's rows with anything in them, each with its row number as its line; a file that
 * cannot be read, or holds more than a quiz can, is refused at the row where reading stopped.
 */
export async function readQuestionXlsx(body: Buffer): Promise<FileRow[]> {
  try {
    // The header and one row past the most questions, so the refusal names the first row over.
    return await readFirstSheet(body, {
      maxRows: QUIZ_LIMITS.maxQuestions + 1,
      maxColumns: QUESTION_FILE_MAX_COLUMNS,
    });
  } catch (error) {
    if (error instanceof SheetRefusal) throw malformedQuestionFile(error.line, error.reason);
    throw error;
  }
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
