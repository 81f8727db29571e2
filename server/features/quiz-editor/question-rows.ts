// A question file's rows, as the CSV and .xlsx readers give them, checked into the questions they add
// or change: the first row names the columns, each row after it is a question or the reason it is not.
import { messages, type MessageKey } from '../../../common/messages.js';
import { IMPORT_ROW_REASONS } from '../../../common/quiz-editor-api.js';
import { QUIZ_LIMITS, QuestionInput } from '../../../common/quiz.js';
import { AppError } from '../../errors.js';

/** A cell as a reader gives it: text from a CSV, or a spreadsheet's text, number, date or flag. */
type Cell = string | number | boolean | Date | null;
/** One row of a file: its line (the header is line 1) and its cells from the first column on. */
export type FileRow = { line: number; cells: readonly Cell[] };

type ImportRowReason = (typeof IMPORT_ROW_REASONS)[number];
/** A data row: the question it adds (id null) or changes, or why it cannot be imported. */
export type ParsedRow =
  | { line: number; id: number | null; question: QuestionInput }
  | { line: number; invalid: ImportRowReason; column?: string };
export type ParsedQuestionFile = { rows: ParsedRow[] };

const OPTION_COLUMNS = Array.from({ length: QUIZ_LIMITS.maxOptions }, (_, i) => `option ${i + 1}`);
/** Columns a question file may use: its own nine, and room for an organiser's notes beside them. */
export const QUESTION_FILE_MAX_COLUMNS = 64;
/** The columns as the export and the template write them; a file may write them in any case. */
export const QUESTION_FILE_COLUMNS = ['id', 'question', ...OPTION_COLUMNS, 'correct'];

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

type Columns = { id?: number; question: number; options: (number | undefined)[]; correct: number };

/** Where each column is, by its name with case, spaces and underscores ignored ("OPTION_1"). */
function columnsOf(header: FileRow): Columns {
  const at = new Map<string, number>();
  header.cells.forEach((cell, index) => {
    const name = cellText(cell)
      .toLowerCase()
      .replace(/[\s_]+/g, '');
    if (name && !at.has(name)) at.set(name, index);
  });
  const question = at.get('question');
  const correct = at.get('correct');
  const options = OPTION_COLUMNS.map((name) => at.get(name.replace(' ', '')));
  const optionColumns = options.filter((index) => index !== undefined).length;
  if (question === undefined || correct === undefined || optionColumns < QUIZ_LIMITS.minOptions) {
    throw malformedQuestionFile(header.line, 'quizFileHeader');
  }
  return { id: at.get('id'), question, options, correct };
}

/** The column a refusal of QuestionInput is about, named as the file's header names it. */
function columnOf(path: readonly PropertyKey[]): string | undefined {
  const [field, index] = path;
  if (field === 'text') return 'question';
  if (field === 'correct') return 'correct';
  return field === 'options' && typeof index === 'number' ? OPTION_COLUMNS[index] : undefined;
}

function reasonOf(message: string): ImportRowReason {
  const reason = IMPORT_ROW_REASONS.find((known) => known === message);
  // QuestionInput words each refusal with one of these; another would be a reason no screen shows.
  if (!reason)
    throw new Error(`A question was refused for a reason imports cannot report: ${message}`);
  return reason;
}

/** A whole number written as digits alone, or NaN. */
function wholeNumber(text: string): number {
  return /^\d+$/.test(text) ? Number(text) : NaN;
}

function parseRow(row: FileRow, columns: Columns, seenIds: Set<number>): ParsedRow {
  const { line } = row;
  const text = (index: number | undefined) =>
    index === undefined ? '' : cellText(row.cells[index]);

  const idText = text(columns.id);
  const id = idText ? wholeNumber(idText) : null;
  if (id !== null) {
    if (!Number.isSafeInteger(id) || id < 1)
      return { line, invalid: 'unknownQuestionId', column: 'id' };
    if (seenIds.has(id)) return { line, invalid: 'duplicateQuestionId', column: 'id' };
    seenIds.add(id);
  }

  // Empty cells after the last option are unused; one between two options is a missing option.
  const options = columns.options.map(text);
  while (options.length > 0 && options.at(-1) === '') options.pop();
  // The file numbers options from 1; NaN or 0 (no option) is refused by QuestionInput.
  const correct = wholeNumber(text(columns.correct)) - 1;

  const parsed = QuestionInput.safeParse({ text: text(columns.question), options, correct });
  if (parsed.success) return { line, id, question: parsed.data };
  const [issue] = parsed.error.issues;
  return { line, invalid: reasonOf(issue!.message), column: columnOf(issue!.path) };
}

/**
 * The questions of a file's rows: the first row with anything in it names the columns, blank rows
 * are skipped, and a file of more questions than a quiz holds is refused at the first row over.
 * Whether an id belongs to the quiz is for the caller to check.
 */
export function questionsOfRows(rows: readonly FileRow[]): ParsedQuestionFile {
  const [header, ...data] = rows.filter((row) => row.cells.some((cell) => cellText(cell) !== ''));
  if (!header) throw malformedQuestionFile(1, 'quizFileHeader');
  const columns = columnsOf(header);
  const over = data[QUIZ_LIMITS.maxQuestions];
  if (over) throw malformedQuestionFile(over.line, 'quizFileTooManyRows');
  const seenIds = new Set<number>();
  return { rows: data.map((row) => parseRow(row, columns, seenIds)) };
}
