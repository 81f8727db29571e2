// An imported file of questions against the quiz as it is: what it adds, changes and leaves as it
// is, and its refused rows; applied only when no row is refused (a dry run still lists them all).
// A row that changes a question's text or options makes it a new question under a new id
// (writeQuestion).
import type { ImportReport } from '../../../common/quiz-editor-api.js';
import type { Actor, Change } from '../../changes/change.js';
import type { Trx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { optionsOf, readQuestions } from '../quiz/quizzes.js';
import type { ParsedRow } from './question-file.js';
import { insertQuestions, lazyQuestionIds, writeQuestion } from './question-service.js';
import { quizForChange } from './quiz-editor-service.js';

/** A report lists this many refused rows and this many rows to save, and counts them all. */
const INVALID_SHOWN = 100;
const ROWS_SHOWN = 50;

/** What an import did, or would do; the route says whether it was a dry run. */
export type QuestionImport = Omit<ImportReport, 'dryRun'>;

export async function importQuestions(
  trx: Trx,
  quizId: string,
  rows: ParsedRow[],
  actor: Actor,
): Promise<Change<QuestionImport>> {
  await quizForChange(trx, quizId);
  const existing = new Map((await readQuestions(trx, quizId)).map((q) => [q.id, q]));
  const invalid: ImportReport['invalid'] = [];
  const toAdd: Extract<ParsedRow, { question: unknown }>[] = [];
  const toChange: Extract<ParsedRow, { question: unknown }>[] = [];
  let unchanged = 0;
  for (const row of rows) {
    if ('invalid' in row) {
      invalid.push({ line: row.line, reason: row.invalid, column: row.column });
      continue;
    }
    if (row.id === null) {
      toAdd.push(row);
      continue;
    }
    const current = existing.get(row.id);
    if (!current) {
      invalid.push({ line: row.line, reason: 'unknownQuestionId', column: 'id' });
      continue;
    }
    const same =
      current.text === row.question.text &&
      current.correct === row.question.correct &&
      JSON.stringify(optionsOf(current)) === JSON.stringify(row.question.options);
    if (same) unchanged += 1;
    else toChange.push(row);
  }
  invalid.sort((a, b) => a.line - b.line);
  const report: QuestionImport = {
    added: toAdd.length,
    changed: toChange.length,
    unchanged,
    invalidTotal: invalid.length,
    invalid: invalid.slice(0, INVALID_SHOWN),
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
      })),
  };
  if (invalid.length > 0)
    return {
      result: report,
      audit: { action: 'question.import', detail: { quiz: quizId, refused: invalid.length } },
      refusal: new AppError('quiz_import_invalid', { params: { line: invalid[0]!.line } }),
    };
  const ids = lazyQuestionIds(trx, quizId);
  const saved = new Map<number, number>();
  for (const row of toChange) {
    const id = await writeQuestion(trx, quizId, existing.get(row.id!)!, row.question, {
      now: actor.now,
      ids,
    });
    saved.set(row.id!, id);
  }
  await insertQuestions(
    trx,
    quizId,
    toAdd.map((row) => row.question),
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
        changed: toChange.map((row) => ({
          question: row.id,
          ...(saved.get(row.id!) === row.id ? {} : { newId: saved.get(row.id!) }),
          before: (({ text, correct, options }) => ({
            text,
            correct,
            options: optionsOf({ options }),
          }))(existing.get(row.id!)!),
          after: row.question,
        })),
      },
    },
  };
}
