// Shapes the quiz editor's API sends (zod/mini, as admin-api.ts): the quizzes, their questions with
// answer keys (admins only), import reports and regrades. Its request shapes are common/quiz.ts's.
import * as z from 'zod/mini';
import { PracticeQuestions, QuizSummary } from './api.js';

const Title = z.object({ en: z.string(), hi: z.string() });

/** Where a quiz stands now: open to players, waiting for its schedule, closed, or archived. */
const QUIZ_STATUSES = ['open', 'scheduled', 'closed', 'archived'] as const;

export const AdminQuiz = z.object({
  id: z.string(),
  kind: z.enum(['contest', 'practice']),
  title: Title,
  questionsPerPlay: z.number(),
  secondsPerQuestion: z.number(),
  /** The switch: open now, for a quiz without an opening time (which opens it by itself). */
  open: z.boolean(),
  /** The schedule as moments (ms), and as wall-clock times in the event's time zone for the form. */
  opensAt: z.nullable(z.number()),
  closesAt: z.nullable(z.number()),
  opensAtLocal: z.nullable(z.string()),
  closesAtLocal: z.nullable(z.string()),
  status: z.enum(QUIZ_STATUSES),
  archived: z.boolean(),
  questionCount: z.number(),
  /** Saved plays: finished, and started but not finished (in progress or disqualified). */
  completed: z.number(),
  inProgress: z.number(),
  /** Plays under way now (started, not finished, not abandoned): what closing it cuts short. */
  playingNow: z.number(),
  /** Each play shows the options in an order of its own. */
  shuffleOptions: z.boolean(),
  updatedAt: z.number(),
});
export type AdminQuiz = z.infer<typeof AdminQuiz>;

/** GET /api/admin/quizzes: every quiz in its order, archived ones last. */
export const AdminQuizList = z.object({ quizzes: z.array(AdminQuiz) });
export type AdminQuizList = z.infer<typeof AdminQuizList>;

export const EditorQuestion = z.object({
  id: z.number(),
  text: z.string(),
  options: z.array(z.string()),
  correct: z.number(),
  /** Shown with the question's reveal in a live game; null without one. */
  explanation: z.nullable(z.string()),
  /** Where an admin reads the question's image; null without one. */
  imageUrl: z.nullable(z.string()),
  /** Finished plays that were served this question. */
  plays: z.number(),
  /** Of those, the plays graded by another answer key than today's: a regrade would change them. */
  playsToRegrade: z.number(),
});
export type EditorQuestion = z.infer<typeof EditorQuestion>;

/** GET /api/admin/quizzes/:quizId, and the answer to every change of its questions. */
export const QuizDetail = z.object({ quiz: AdminQuiz, questions: z.array(EditorQuestion) });
export type QuizDetail = z.infer<typeof QuizDetail>;

/**
 * Why a row of an imported file cannot be a question, each said in the file's terms (its row, its
 * column's heading, and what to write there) by the admin texts' quizEditor.import.reasons.
 */
export const IMPORT_ROW_REASONS = [
  'questionRequired',
  'optionRequired',
  'tooFewOptions',
  'tooManyOptions',
  'optionsNotDistinct',
  'correctRequired',
  'correctNotAnOption',
  'tooLong',
  'unsaveable',
  'unknownQuestionId',
  'duplicateQuestionId',
  'pictureMissing',
  'pictureNotImage',
  'pictureTooLarge',
  'pictureTwice',
] as const;
export type ImportRowReason = (typeof IMPORT_ROW_REASONS)[number];

/**
 * A refused row: its number as the spreadsheet shows it (the header is row 1), the column's heading
 * as the file writes it and its letter, why, and what the reason's words need: what the cell holds
 * (`found`), the most it may be (`max`), and the other row or option it clashes with (`other`).
 */
export const ImportRowRefusal = z.object({
  line: z.number(),
  reason: z.enum(IMPORT_ROW_REASONS),
  column: z.optional(z.string()),
  letter: z.optional(z.string()),
  params: z.optional(
    z.object({
      found: z.optional(z.string()),
      max: z.optional(z.number()),
      other: z.optional(z.number()),
    }),
  ),
});
export type ImportRowRefusal = z.infer<typeof ImportRowRefusal>;

/**
 * POST /api/admin/quizzes/:quizId/import: what the file adds and changes, and its refused rows. A
 * file with refused rows is applied only when the organiser confirms its valid rows
 * (`?validRows=` the number the preview showed, added plus changed); the rest are listed again.
 */
export const ImportReport = z.object({
  /** True for a preview: nothing was saved. */
  dryRun: z.boolean(),
  added: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  invalidTotal: z.number(),
  /** The first 100 refused rows, in file order. */
  invalid: z.array(ImportRowRefusal),
  /** The rows marked as the template's examples (its id column says "example"): never imported. */
  examples: z.array(z.number()),
  /** The first rows the file adds or changes, as they would be saved. */
  rows: z.array(
    z.object({
      line: z.number(),
      action: z.enum(['add', 'change']),
      id: z.nullable(z.number()),
      text: z.string(),
      options: z.array(z.string()),
      correct: z.number(),
      /** The picture file the row names, when it names one. */
      picture: z.nullable(z.string()),
      /** Its explanation (null: none); left out when the file has no explanation column. */
      explanation: z.optional(z.nullable(z.string())),
    }),
  ),
});
export type ImportReport = z.infer<typeof ImportReport>;

/** POST /api/admin/quizzes/:quizId/regrade: finished plays graded again by today's answer keys. */
export const RegradeReport = z.object({
  dryRun: z.boolean(),
  /** Finished plays whose score changes (a play that gains on one question and loses on another
   * keeps its score). */
  plays: z.number(),
  /** Plays not finished yet that were served a question whose key changed: they keep the key they
   * were served, and a later regrade takes them in once they finish. */
  inProgress: z.number(),
  /** Each team whose points change, with the change (negative when points are taken back). */
  teams: z.array(z.object({ team: z.string(), label: z.string(), points: z.number() })),
  /**
   * The questions whose answer key differs from the one some finished plays were graded by: in how
   * many plays, and in how many of those the answer given is marked otherwise by today's key.
   */
  questions: z.array(
    z.object({ id: z.number(), text: z.string(), plays: z.number(), remarked: z.number() }),
  ),
});
export type RegradeReport = z.infer<typeof RegradeReport>;

/**
 * GET /api/admin/quizzes/:quizId/preview: a play of the quiz as a player would get it, with its
 * answers (for the organiser's browser to grade), whether or not the quiz is open.
 */
export const QuizPreview = z.object({ quiz: QuizSummary, questions: PracticeQuestions });
export type QuizPreview = z.infer<typeof QuizPreview>;
