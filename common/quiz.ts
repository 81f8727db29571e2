// Quizzes and their questions: the limits every editor, importer and play holds to, and the shapes
// of the content files that seed them.
import { z } from 'zod';
import { EXPLANATION_CHARS } from './live-game.js';
import type { MessageKey } from './messages.js';
import { QUIZ_ID } from './quiz-id.js';
import { isOneLine, visibleText } from './visible-text.js';

/** The spec's play: 5 questions of 20 seconds. Every new quiz starts from these. */
export const QUESTIONS_PER_QUIZ = 5;
export const QUIZ_SECONDS_PER_QUESTION = 20;

/**
 * Network grace on top of a question's seconds: the server records an answer that first reaches it
 * later than this as unanswered, and the client keeps retrying until then.
 */
export const QUIZ_ANSWER_GRACE_MS = 2_000;

/**
 * How long after a question was sent the phone may still say it has it on screen (its image
 * loaded): its seconds count from that signal, but never from later than this, so a phone that holds
 * the signal back gains at most these few seconds, and one that never sends it is timed from when the
 * question was sent.
 */
export const QUIZ_SHOWN_CAP_MS = 5_000;

export const QUIZ_KINDS = ['contest', 'practice'] as const;
/** contest: Quiz & Contest, saved, scored, one play per person; practice: Fun & Engagement. */
export type QuizKind = (typeof QUIZ_KINDS)[number];

export const QUIZ_LIMITS = {
  titleChars: 120,
  questionChars: 500,
  optionChars: 200,
  minOptions: 2,
  maxOptions: 6,
  defaultOptions: 4,
  minQuestionsPerPlay: 1,
  maxQuestionsPerPlay: 50,
  minSeconds: 5,
  maxSeconds: 300,
  /** Questions one quiz may hold. */
  maxQuestions: 1_000,
} as const;

export const QuizId = z.string().regex(QUIZ_ID);

/** A wall-clock time as a datetime-local field gives it: 2026-09-01T11:00. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A rule's message: the name of its text in common/messages.ts, as in profile-input.ts. */
const key = (name: MessageKey): MessageKey => name;

const line = (missing: MessageKey, max: number) =>
  z
    .string({ error: missing })
    .overwrite(visibleText)
    .trim()
    .min(1, missing)
    .max(max, key('tooLong'))
    .refine(isOneLine, key('unsaveable'));

/**
 * A question's explanation, shown with its reveal in a live game: the question text's rules, but
 * optional, and an empty one is none (null). Left out, a question keeps the one it has.
 */
const Explanation = z
  .string()
  .overwrite(visibleText)
  .trim()
  .max(EXPLANATION_CHARS, key('tooLong'))
  .refine(isOneLine, key('unsaveable'))
  .nullable()
  .optional()
  .transform((text) => (text === '' ? null : text));

/**
 * One question as an organiser writes it: its text, 2 to 6 distinct options, the correct one, and
 * optionally its explanation.
 */
export const QuestionInput = z
  .strictObject({
    text: line('questionRequired', QUIZ_LIMITS.questionChars),
    options: z
      .array(line('optionRequired', QUIZ_LIMITS.optionChars))
      .min(QUIZ_LIMITS.minOptions, key('tooFewOptions'))
      .max(QUIZ_LIMITS.maxOptions, key('tooManyOptions')),
    /** The correct option's place in `options`, from 0. */
    correct: z.int({ error: key('correctNotAnOption') }).min(0, key('correctNotAnOption')),
    explanation: Explanation,
  })
  .refine((q) => new Set(q.options).size === q.options.length, {
    message: key('optionsNotDistinct'),
    path: ['options'],
  })
  .refine((q) => q.correct < q.options.length, {
    message: key('correctNotAnOption'),
    path: ['correct'],
  });
export type QuestionInput = z.infer<typeof QuestionInput>;

/**
 * A question file of content/questions/: an id (unique in its quiz), the text, the options and the
 * answer, which is one of the options.
 */
const SeedQuestion = z
  .strictObject({
    id: z.int().positive(),
    question: z.string(),
    options: z.array(z.string()),
    answer: z.string(),
    /** A picture in the setup folder (an exported setup's questions/images/…). */
    image: z
      .string()
      .regex(/^questions\/images\/[a-z0-9][a-z0-9._-]{0,120}$/i)
      .optional(),
    /** Shown with the question's reveal in a live game. */
    explanation: z.string().nullable().optional(),
  })
  // The quiz editor's rules for the same question, its text, options and correct one, named by
  // this file's fields.
  .transform((seed, context) => {
    const checked = QuestionInput.safeParse({
      text: seed.question,
      options: seed.options,
      correct: seed.options.indexOf(seed.answer),
      explanation: seed.explanation,
    });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const [field, ...rest] = issue.path;
        const named = field === 'text' ? 'question' : field === 'correct' ? 'answer' : field;
        context.addIssue({
          code: 'custom',
          message: issue.message,
          path: named === undefined ? [] : [named, ...rest],
        });
      }
      return z.NEVER;
    }
    const { text, options, correct, explanation } = checked.data;
    return {
      id: seed.id,
      question: text,
      options,
      answer: options[correct]!,
      ...(seed.image === undefined ? {} : { image: seed.image }),
      ...(explanation ? { explanation } : {}),
    };
  });
export type SeedQuestion = z.infer<typeof SeedQuestion>;

export const SeedQuestions = z
  .array(SeedQuestion)
  .max(QUIZ_LIMITS.maxQuestions)
  .refine(
    (questions) => new Set(questions.map((q) => q.id)).size === questions.length,
    'expected unique ids',
  );

/**
 * A quiz's settings as an organiser saves them. The schedule's moments are wall-clock times in the
 * event's time zone ("2026-09-01T11:00"); the server turns them into moments. An opening time opens
 * the quiz at that minute by itself, whatever `open` says; without one, `open` is the quiz's state.
 */
export const QuizInput = z
  .strictObject({
    title: z.strictObject({
      en: line('quizTitleRequired', QUIZ_LIMITS.titleChars),
      hi: z
        .string()
        .overwrite(visibleText)
        .trim()
        .max(QUIZ_LIMITS.titleChars, key('tooLong'))
        .refine(isOneLine, key('unsaveable')),
    }),
    kind: z.enum(QUIZ_KINDS),
    questionsPerPlay: z
      .int({ error: key('questionsPerPlayRange') })
      .min(QUIZ_LIMITS.minQuestionsPerPlay, key('questionsPerPlayRange'))
      .max(QUIZ_LIMITS.maxQuestionsPerPlay, key('questionsPerPlayRange')),
    secondsPerQuestion: z
      .int({ error: key('secondsRange') })
      .min(QUIZ_LIMITS.minSeconds, key('secondsRange'))
      .max(QUIZ_LIMITS.maxSeconds, key('secondsRange')),
    /** Open now, when it has no opening time; an opening time opens it by itself. */
    open: z.boolean(),
    opensAt: z.string().regex(LOCAL_TIME, key('scheduleNotATime')).nullable(),
    closesAt: z.string().regex(LOCAL_TIME, key('scheduleNotATime')).nullable(),
    /** Each play shows the options in an order of its own; left out, a quiz keeps what it had. */
    shuffleOptions: z.boolean().optional(),
  })
  .refine((q) => !q.opensAt || !q.closesAt || q.opensAt < q.closesAt, {
    message: key('closesBeforeOpens'),
    path: ['closesAt'],
  });
export type QuizInput = z.infer<typeof QuizInput>;

/**
 * content/questions/quizzes.json (and an exported setup's): the quizzes in their order, each with
 * the quiz editor's settings and its schedule as moments (milliseconds since 1970).
 */
export const SeedQuizzes = z
  .array(
    z.strictObject({
      id: QuizId,
      kind: QuizInput.shape.kind,
      title: QuizInput.shape.title.extend({ hi: QuizInput.shape.title.shape.hi.default('') }),
      questionsPerPlay: QuizInput.shape.questionsPerPlay.default(QUESTIONS_PER_QUIZ),
      secondsPerQuestion: QuizInput.shape.secondsPerQuestion.default(QUIZ_SECONDS_PER_QUESTION),
      /** The switch: on for the practice quiz, off for the contests until an organiser opens them. */
      open: QuizInput.shape.open.default(false),
      opensAt: z.int().nullable().default(null),
      closesAt: z.int().nullable().default(null),
      shuffleOptions: z.boolean().default(true),
    }),
  )
  .refine(
    (quizzes) => new Set(quizzes.map((q) => q.id)).size === quizzes.length,
    'expected unique ids',
  );
export type SeedQuizzes = z.infer<typeof SeedQuizzes>;

/** PUT /api/admin/quizzes/:quizId/order: every question's id, in the new order. */
export const QuestionOrderInput = z.strictObject({
  ids: z.array(z.int().positive()).max(QUIZ_LIMITS.maxQuestions),
});

/** A quiz in a player's route: /api/quiz/:quizId/… */
export const QuizParams = z.strictObject({ quizId: QuizId });
export const QuestionParams = z.strictObject({
  quizId: QuizId,
  questionId: z.coerce.number().int().positive(),
});

/** POST /api/quiz/:quizId/answer: the current question's id and the chosen option, or none in time. */
export const AnswerInput = z.strictObject({
  questionId: z.int().positive(),
  selected: z.string().max(500).nullable(),
});
export type AnswerInput = z.infer<typeof AnswerInput>;

/** POST /api/quiz/:quizId/shown: the current question is on the phone's screen, its image loaded. */
export const ShownInput = z.strictObject({ questionId: z.int().positive() });
