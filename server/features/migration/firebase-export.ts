// The shape of an export of the original realtime database, and its parsing with clear errors.
import { z } from 'zod';

/** The original's saved quizzes; each maps onto the seeded quiz of the same id. */
export const ORIGINAL_QUIZZES = ['quiz1', 'quiz2', 'quiz3'] as const;

const epochMs = z.int().nonnegative();

const QuizAnswer = z.object({
  id: z.int(),
  // The realtime database drops null values, so an unanswered question has no "selected".
  selected: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});

const QuizRecord = z.object({
  score: z.int().nonnegative(),
  /** "in-progress" is a play left unfinished (a disqualification); anything else finished. */
  status: z.string().optional(),
  createdAt: epochMs.optional(),
  startedAt: epochMs.optional(),
  finishedAt: epochMs.optional(),
  timeTakenSec: z.number().nonnegative().optional(),
  answers: z.array(QuizAnswer).default([]),
});
type QuizRecord = z.infer<typeof QuizRecord>;

/** Older results are a bare number: the score of a finished play, with no record of its timing. */
const QuizResult = z.union([z.int().nonnegative(), QuizRecord]);
export type QuizResult = z.infer<typeof QuizResult>;

const FirebaseUser = z.object({
  profileComplete: z.boolean().optional(),
  employeeId: z.string().optional(),
  name: z.string().optional(),
  gender: z.string().optional(),
  rso: z.string().optional(),
  /** The number the person signed in with; some older users only have "phone". */
  phoneNumber: z.string().optional(),
  phone: z.string().optional(),
  /** A link to the photo in the original's file storage. */
  selfieUrl: z.string().optional(),
  createdAt: epochMs.optional(),
  updatedAt: epochMs.optional(),
  quiz1: QuizResult.optional(),
  quiz2: QuizResult.optional(),
  quiz3: QuizResult.optional(),
});
export type FirebaseUser = z.infer<typeof FirebaseUser>;

export const FirebaseExport = z.object({
  users: z.record(z.string(), FirebaseUser).default({}),
  /** Employee codes as the original wrote them, each "registered" or "notregistered". */
  ecode: z.record(z.string(), z.string()).default({}),
  rsoCounts: z.record(z.string(), z.number()).default({}),
  rsoPoints: z
    .record(z.string(), z.union([z.number(), z.object({ points: z.number() })]))
    .default({}),
  games: z
    .object({
      quiz1: z.boolean().optional(),
      quiz2: z.boolean().optional(),
      quiz3: z.boolean().optional(),
    })
    .optional(),
});
export type FirebaseExport = z.infer<typeof FirebaseExport>;

/** A file that is not an export of the original, with the path of the first bad value. */
export class FirebaseExportError extends Error {
  constructor(
    readonly path: string,
    problem: string,
  ) {
    super(`${path}: ${problem}`);
    this.name = 'FirebaseExportError';
  }
}

const EXPECTED: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  array: 'a list',
};

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (value !== null && typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

const exportErrorMap: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type'
    ? `expected ${EXPECTED[issue.expected] ?? issue.expected}, found ${describeValue(issue.input)}`
    : undefined;

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let value = data;
  for (const key of path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
  return value;
}

/**
 * The first problem, with its full path. A value of one of a union's kinds (a result that is a
 * record, not a bare score) is reported by that alternative, so "quiz1.score" is named, not "quiz1".
 */
function firstProblem(
  data: unknown,
  issue: z.core.$ZodIssue,
): { path: PropertyKey[]; message: string } {
  if (issue.code !== 'invalid_union') return { path: issue.path, message: issue.message };
  const firsts = issue.errors.map((errors) => errors[0]).filter((e) => e !== undefined);
  const matching = firsts.find((inner) => inner.path.length > 0 || inner.code !== 'invalid_type');
  if (matching) {
    const inner = firstProblem(valueAt(data, issue.path), matching);
    return { path: [...issue.path, ...inner.path], message: inner.message };
  }
  const expected = firsts.flatMap((inner) =>
    inner.code === 'invalid_type' ? [EXPECTED[inner.expected] ?? inner.expected] : [],
  );
  return {
    path: issue.path,
    message: `expected ${expected.join(' or ')}, found ${describeValue(valueAt(data, issue.path))}`,
  };
}

export function parseFirebaseExport(data: unknown): FirebaseExport {
  const result = FirebaseExport.safeParse(data, { error: exportErrorMap });
  if (result.success) return result.data;
  const { path, message } = firstProblem(data, result.error.issues[0]!);
  throw new FirebaseExportError(
    path.length > 0 ? path.map(String).join('.') : '(top level)',
    message,
  );
}
