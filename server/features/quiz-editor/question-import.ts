// An imported file of questions against the quiz as it is: what it adds, changes and leaves as it
// is, its refused rows, and the template's examples it left out. A file with refused rows is applied
// only when the organiser confirms its valid rows (as many as the preview showed); then those go in
// one transaction and the refused ones are listed again. A row that changes a question's text or
// options makes it a new question under a new id (writeQuestion).
import type { ImportReport } from '../../../common/quiz-editor-api.js';
import type { Actor, Change } from '../../changes/change.js';
import type { Trx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { optionsOf, readQuestions, type QuestionRow } from '../quiz/quizzes.js';
import type { ParsedQuestionFile, ParsedRow } from './question-file.js';
import { insertQuestions, lazyQuestionIds, writeQuestion } from './question-service.js';
import { quizForChange } from './quiz-editor-service.js';

/** A report lists this many refused rows and this many rows to save, and counts them all. */
const INVALID_SHOWN = 100;
const ROWS_SHOWN = 50;

/** What an import did, or would do; the route says whether it was a dry run. */
export type QuestionImport = Omit<ImportReport, 'dryRun'>;

type QuestionRowOfFile = Extract<ParsedRow, { question: unknown }>;

/** Whether a row says what the question already is: its text, options, key, picture, explanation. */
function unchangedBy(current: QuestionRow, row: QuestionRowOfFile): boolean {
  const { explanation } = row.question;
  return (
    current.text === row.question.text &&
    current.correct === row.question.correct &&
    JSON.stringify(optionsOf(current)) === JSON.stringify(row.question.options) &&
    (row.imageKey === undefined || row.imageKey === current.image_key) &&
    (explanation === undefined || explanation === current.explanation)
  );
}

/** Why a real run is refused as it stands, or null when it may go ahead. */
function refusalOf(
  invalid: ImportReport['invalid'],
  valid: number,
  validRows: number | null,
): AppError | null {
  const [first] = invalid;
  if (validRows === null)
    return first
      ? new AppError('quiz_import_invalid', {
          params: { line: first.line, column: first.column ?? '', valid },
        })
      : null;
  // The organiser confirmed other rows than these: the file or the quiz changed since the preview.
  return validRows === valid ? null : new AppError('quiz_import_changed', { params: { valid } });
}

export async function importQuestions(
  trx: Trx,
  quizId: string,
  file: ParsedQuestionFile,
  actor: Actor,
  { validRows = null }: { validRows?: number | null } = {},
): Promise<Change<QuestionImport>> {
  await quizForChange(trx, quizId);
  const existing = new Map((await readQuestions(trx, quizId)).map((q) => [q.id, q]));
  const invalid: ImportReport['invalid'] = [];
  const toAdd: QuestionRowOfFile[] = [];
  const toChange: QuestionRowOfFile[] = [];
  let unchanged = 0;
  for (const row of file.rows) {
    if ('refusal' in row) {
      invalid.push(row.refusal);
      continue;
    }
    if (row.id === null) {
      toAdd.push(row);
      continue;
    }
    const current = existing.get(row.id);
    if (!current) {
      const found = String(row.id);
      invalid.push({
        line: row.line,
        reason: 'unknownQuestionId',
        ...file.headings?.id,
        params: { found },
      });
      continue;
    }
    if (unchangedBy(current, row)) unchanged += 1;
    else toChange.push(row);
  }
  invalid.sort((a, b) => a.line - b.line);
  const report: QuestionImport = {
    added: toAdd.length,
    changed: toChange.length,
    unchanged,
    invalidTotal: invalid.length,
    invalid: invalid.slice(0, INVALID_SHOWN),
    examples: file.examples,
    rows: [...toAdd, ...toChange]
      .sort((a, b) => a.line - b.line)
      .slice(0, ROWS_SHOWN)
      .map((row) => ({
        line: row.line,
        action: row.id === null ? ('add' as const) : ('change' as const),
        id: row.id,
        text: row.question.text,
        options: row.question.options,
        correct: row.question.correct,
        picture: row.picture,
        ...(row.question.explanation === undefined
          ? {}
          : { explanation: row.question.explanation }),
      })),
  };
  const left = { refused: invalid.length, examples: file.examples.length };
  const refusal = refusalOf(invalid, toAdd.length + toChange.length, validRows);
  if (refusal)
    return {
      result: report,
      audit: { action: 'question.import', detail: { quiz: quizId, ...left } },
      refusal,
    };

  const ids = lazyQuestionIds(trx, quizId);
  const saved = new Map<number, number>();
  for (const row of toChange) {
    const current = existing.get(row.id!)!;
    const id = await writeQuestion(trx, quizId, current, row.question, { now: actor.now, ids });
    if (row.imageKey !== undefined)
      await trx
        .updateTable('questions')
        .set({ image_key: row.imageKey })
        .where('quiz_id', '=', quizId)
        .where('id', '=', id)
        .execute();
    saved.set(row.id!, id);
  }
  await insertQuestions(
    trx,
    quizId,
    toAdd.map((row) => ({ ...row.question, imageKey: row.imageKey ?? null })),
    actor.now,
    ids,
  );
  return {
    result: report,
    audit: {
      action: 'question.import',
      detail: {
        quiz: quizId,
        added: report.added,
        ...left,
        pictures: [...toAdd, ...toChange].filter((row) => row.imageKey !== undefined).length,
        changed: toChange.map((row) => ({
          question: row.id,
          ...(saved.get(row.id!) === row.id ? {} : { newId: saved.get(row.id!) }),
          before: (({ text, correct, options, image_key, explanation }) => ({
            text,
            correct,
            options: optionsOf({ options }),
            ...(row.imageKey === undefined ? {} : { image: image_key }),
            ...(row.question.explanation === undefined ? {} : { explanation }),
          }))(existing.get(row.id!)!),
          after: {
            ...row.question,
            ...(row.imageKey === undefined ? {} : { image: row.imageKey }),
          },
        })),
      },
    },
  };
}
