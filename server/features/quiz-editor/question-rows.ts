// A question file's rows, as the CSV and .xlsx readers give them, checked into the questions they add
// or change: the first row names the columns, each row after it is a question, one of the
// template's examples, or the reason it is not a question, in the file's terms.
import { messages, type MessageKey } from '../../../common/messages.js';
import { EXAMPLE_MARKS } from '../../../common/question-import.js';
import type { ImportRowRefusal } from '../../../common/quiz-editor-api.js';
import { QUIZ_LIMITS, type QuestionInput } from '../../../common/quiz.js';
import { AppError } from '../../errors.js';
import {
  checkRow,
  columnLetter,
  idRefusal,
  shownCell,
  type Column,
  type Columns,
} from './question-row-checks.js';

/** A cell as a reader gives it: text from a CSV, or a spreadsheet's text, number, date or flag. */
type Cell = string | number | boolean | Date | null;
/** One row of a file: its number as a spreadsheet shows it (the header's is 1), and its cells. */
export type FileRow = { line: number; cells: readonly Cell[] };

/** A data row: the question it adds (id null) or changes with the picture it names, or why not. */
export type ParsedRow =
  | {
      line: number;
      id: number | null;
      question: QuestionInput;
      /** The picture file the row names, and once it is found among those sent, its stored key. */
      picture: string | null;
      imageKey?: string;
    }
  | { line: number; refusal: ImportRowRefusal };
/** A column as a refusal names it: its heading as the file writes it, and its letter. */
type Heading = { column: string; letter: string };

/**
 * The file's rows, the rows of the template's examples (left out), and the id and picture columns
 * as the file heads them, for the refusals made once the quiz and the pictures are known.
 */
export type ParsedQuestionFile = {
  rows: ParsedRow[];
  examples: number[];
  headings?: { id?: Heading; picture?: Heading };
};

const OPTION_COLUMNS = Array.from({ length: QUIZ_LIMITS.maxOptions }, (_, i) => `option ${i + 1}`);
/** Columns a question file may use: its own ten, and room for an organiser's notes beside them. */
export const QUESTION_FILE_MAX_COLUMNS = 64;
/** The columns as the export writes them; a file may write them in any case. */
export const QUESTION_FILE_COLUMNS = [
  'id',
  'question',
  ...OPTION_COLUMNS,
  'correct',
  'explanation',
];
/** The template's columns: the export's, and the picture each question may name. */
export const TEMPLATE_COLUMNS = [...QUESTION_FILE_COLUMNS, 'picture'];

/** A file that cannot be imported at all: the line where reading stopped and why. */
export function malformedQuestionFile(line: number, reason: MessageKey): AppError {
  return new AppError('quiz_file_malformed', {
    message: `The file could not be read at line ${line}: ${messages[reason]}`,
    params: { line, reason },
  });
}

/**
 * The apostrophe the CSV export writes before a text a spreadsheet would run as a formula
 * (server/files/csv-writer.ts): the import drops it, in CSV and .xlsx files alike, so an exported
 * file comes back unchanged.
 */
const FORMULA_GUARD = /^'(?='*[=+\-@\t\r])/;

/**
 * A text for the export: one that already starts with apostrophes before such a character gets one
 * more, so the apostrophe the import drops is always the export's own.
 */
export function guardFormula(text: string): string {
  return /^'+[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A cell as text: numbers as written, a date as its day (2026-09-01), the export's guard dropped. */
function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim().replace(FORMULA_GUARD, '');
}

/** Where each column is, by its name with case, spaces and underscores ignored ("OPTION_1"). */
function columnsOf(header: FileRow): Columns {
  const at = new Map<string, Column>();
  header.cells.forEach((cell, index) => {
    const heading = cellText(cell);
    const name = heading.toLowerCase().replace(/[\s_]+/g, '');
    if (name && !at.has(name)) at.set(name, { index, heading });
  });
  const question = at.get('question');
  const correct = at.get('correct');
  const options = OPTION_COLUMNS.map((name) => at.get(name.replace(' ', '')));
  const optionColumns = options.filter((column) => column !== undefined).length;
  if (question === undefined || correct === undefined || optionColumns < QUIZ_LIMITS.minOptions) {
    throw malformedQuestionFile(header.line, 'quizFileHeader');
  }
  return {
    id: at.get('id'),
    question,
    options,
    correct,
    picture: at.get('picture') ?? at.get('image'),
    explanation: at.get('explanation'),
  };
}

const isExample = (idText: string) =>
  (EXAMPLE_MARKS as readonly string[]).includes(idText.toLowerCase());

function parseRow(row: FileRow, columns: Columns, seenIds: Map<number, number>): ParsedRow | null {
  const { line } = row;
  const text = (column: Column | undefined) =>
    column === undefined ? '' : cellText(row.cells[column.index]);
  const refused = (refusal: Omit<ImportRowRefusal, 'line'>): ParsedRow => ({
    line,
    refusal: { line, ...refusal },
  });

  const idText = text(columns.id);
  if (isExample(idText)) return null;
  const id = idText ? (/^\d{1,15}$/.test(idText) ? Number(idText) : NaN) : null;
  if (id !== null) {
    if (!(id >= 1))
      return refused(idRefusal(columns, 'unknownQuestionId', { found: shownCell(idText) }));
    const first = seenIds.get(id);
    if (first !== undefined)
      return refused(idRefusal(columns, 'duplicateQuestionId', { found: idText, other: first }));
    seenIds.set(id, line);
  }
  const checked = checkRow(columns, text);
  if ('refusal' in checked) return refused(checked.refusal);
  return { line, id, question: checked.question, picture: checked.picture };
}

/**
 * The questions of a file's rows: the first row with anything in it names the columns, blank rows
 * are skipped, the template's examples (their id says "example") are left out, and a file of more
 * questions than a quiz holds is refused at the first row over. Whether an id belongs to the quiz
 * is for the caller to check.
 */
export function questionsOfRows(rows: readonly FileRow[]): ParsedQuestionFile {
  const [header, ...data] = rows.filter((row) => row.cells.some((cell) => cellText(cell) !== ''));
  if (!header) throw malformedQuestionFile(1, 'quizFileHeader');
  const columns = columnsOf(header);
  const over = data[QUIZ_LIMITS.maxQuestions];
  if (over) throw malformedQuestionFile(over.line, 'quizFileTooManyRows');
  const seenIds = new Map<number, number>();
  const parsed: ParsedRow[] = [];
  const examples: number[] = [];
  for (const row of data) {
    const one = parseRow(row, columns, seenIds);
    if (one) parsed.push(one);
    else examples.push(row.line);
  }
  const heading = (column: Column | undefined) =>
    column ? { column: column.heading, letter: columnLetter(column.index) } : undefined;
  const headings = { id: heading(columns.id), picture: heading(columns.picture) };
  return { rows: parsed, examples, headings };
}
