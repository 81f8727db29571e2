// One data row of a question file checked cell by cell, in the file's own terms: a refusal names the
// column by its heading and says what the cell holds and what to write instead, as an organiser
// fixing the sheet needs it. The editor's rules (QuestionInput) have the last word on what is kept.
import { EXPLANATION_CHARS } from '../../../common/live-game.js';
import type { ImportRowReason, ImportRowRefusal } from '../../../common/quiz-editor-api.js';
import { QUIZ_LIMITS, QuestionInput } from '../../../common/quiz.js';
import { isOneLine, visibleText } from '../../../common/visible-text.js';

/** A column of the file: where it is (from 0) and its heading as the file writes it. */
export type Column = { index: number; heading: string };

/** Where each column the import reads is, by what it holds. */
export type Columns = {
  id?: Column;
  question: Column;
  /** Option 1 to option 6, where the file has them. */
  options: (Column | undefined)[];
  correct: Column;
  picture?: Column;
  explanation?: Column;
};

/** A checked row: the question it adds or changes, with the picture it names, or why it cannot. */
export type CheckedRow =
  { question: QuestionInput; picture: string | null } | { refusal: Omit<ImportRowRefusal, 'line'> };

/** Column A, B … Z, AA …, as a spreadsheet heads a column at this place (from 0). */
export function columnLetter(index: number): string {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return letter;
}

/** A cell's text as shown in a report: shortened, so a long cell does not fill the screen. */
function shown(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

class RowRefused extends Error {
  constructor(readonly refusal: Omit<ImportRowRefusal, 'line'>) {
    super(refusal.reason);
  }
}

function refuse(
  column: Column | undefined,
  reason: ImportRowReason,
  params?: ImportRowRefusal['params'],
): never {
  throw new RowRefused({
    reason,
    ...(column ? { column: column.heading, letter: columnLetter(column.index) } : {}),
    ...(params ? { params } : {}),
  });
}

/** A question's or an option's text as the editor keeps it, refused where the editor would. */
function lineOf(column: Column | undefined, raw: string, max: number, missing: ImportRowReason) {
  const text = visibleText(raw).trim();
  if (text === '') refuse(column, missing);
  if (text.length > max) refuse(column, 'tooLong', { max, found: String(text.length) });
  if (!isOneLine(text)) refuse(column, 'unsaveable');
  return text;
}

/**
 * A row's explanation: none (null) for an empty cell, and left out (undefined) when the file has no
 * such column, so a file without one keeps the explanations the questions it changes have.
 */
function explanationOf(column: Column | undefined, raw: string): string | null | undefined {
  if (column === undefined) return undefined;
  const text = visibleText(raw).trim();
  if (text === '') return null;
  if (text.length > EXPLANATION_CHARS)
    refuse(column, 'tooLong', { max: EXPLANATION_CHARS, found: String(text.length) });
  if (!isOneLine(text)) refuse(column, 'unsaveable');
  return text;
}

/** The picture a cell names: its file name, whatever folder the organiser wrote before it. */
function pictureName(text: string): string | null {
  const name = text.split(/[\\/]/).pop()!.trim();
  return name === '' ? null : name;
}

/**
 * The question a row's cells make, read by `text(column)`: the first cell, in the columns' order,
 * that cannot be saved refuses the row.
 */
export function checkRow(
  columns: Columns,
  text: (column: Column | undefined) => string,
): CheckedRow {
  try {
    const question = lineOf(
      columns.question,
      text(columns.question),
      QUIZ_LIMITS.questionChars,
      'questionRequired',
    );
    // Empty cells after the last option are unused; one between two options is a missing option.
    const cells = columns.options.map((column) => text(column));
    while (cells.length > 0 && cells.at(-1) === '') cells.pop();
    const options = cells.map((cell, index) =>
      lineOf(columns.options[index], cell, QUIZ_LIMITS.optionChars, 'optionRequired'),
    );
    options.forEach((option, index) => {
      const first = options.indexOf(option);
      if (first < index) refuse(columns.options[index], 'optionsNotDistinct', { other: first + 1 });
    });
    if (options.length < QUIZ_LIMITS.minOptions) {
      const empty = columns.options.find((column, index) => column && index >= options.length);
      refuse(empty, 'tooFewOptions', {
        max: QUIZ_LIMITS.minOptions,
        found: String(options.length),
      });
    }
    const correctText = text(columns.correct);
    const bounds = { max: options.length };
    if (correctText === '') refuse(columns.correct, 'correctRequired', bounds);
    const correct = /^\d{1,4}$/.test(correctText) ? Number(correctText) : NaN;
    if (!(correct >= 1 && correct <= options.length))
      refuse(columns.correct, 'correctNotAnOption', { ...bounds, found: shown(correctText) });
    const explanation = explanationOf(columns.explanation, text(columns.explanation));
    const checked = QuestionInput.safeParse({
      text: question,
      options,
      correct: correct - 1,
      explanation,
    });
    // The checks above are the editor's rules in the file's terms; a question they pass it keeps.
    if (!checked.success) refuse(columns.question, 'unsaveable');
    return { question: checked.data, picture: pictureName(text(columns.picture)) };
  } catch (error) {
    if (error instanceof RowRefused) return { refusal: error.refusal };
    throw error;
  }
}

/** A refusal of a row's id cell, in the file's terms. */
export function idRefusal(
  columns: Columns,
  reason: 'unknownQuestionId' | 'duplicateQuestionId',
  params: ImportRowRefusal['params'],
): Omit<ImportRowRefusal, 'line'> {
  const { id } = columns;
  return {
    reason,
    ...(id ? { column: id.heading, letter: columnLetter(id.index) } : {}),
    params,
  };
}

export { shown as shownCell };
