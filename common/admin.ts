// Request shapes of the admin area, shared by its screens and the server's routes.
import { z } from 'zod';
import { ACTIVITY_KINDS } from './admin-api.js';
import { QuizId } from './quiz.js';
import { textLine } from './setup.js';

export const RegistrationQuery = z.object({
  q: z.string().max(100).default(''),
  sort: z.enum(['createdAt', 'employeeId', 'name', 'team']).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type RegistrationQuery = z.infer<typeof RegistrationQuery>;

/** A contest's leaderboard: /api/admin/leaderboard?quizId=<quiz id>. */
export const QuizQuery = z.object({ quizId: QuizId });

/** The most characters of an organiser's name: a full name, short enough for a line of the log. */
const ORGANISER_NAME_MAX = 60;

/** The name other organisers see for an organiser: one line, 1–60 characters once trimmed. */
const OrganiserName = textLine('nameRequired', ORGANISER_NAME_MAX);

/** POST /api/admin/admins: a phone granted the organiser role, and the name others see for it. */
export const OrganiserGrant = z.strictObject({ phone: z.string().max(20), name: OrganiserName });
export type OrganiserGrant = z.infer<typeof OrganiserGrant>;

/** PUT /api/admin/organiser-name: the signed-in organiser's own name, as other organisers see it. */
export const OrganiserNameInput = z.strictObject({ name: OrganiserName });
export type OrganiserNameInput = z.infer<typeof OrganiserNameInput>;

/** GET /api/admin/activity: one page of the log, by organiser, kind of change and a text search. */
export const ActivityQuery = z.object({
  /** The organiser (their phone, as the reply's `organisers` lists them); empty: anyone. */
  actor: z.string().max(20).default(''),
  kind: z.enum(ACTIVITY_KINDS).or(z.literal('')).default(''),
  /** Words of the names a change mentions: a person, a team, a quiz, a screen, an organiser. */
  q: z.string().max(100).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ActivityQuery = z.infer<typeof ActivityQuery>;

/** An admin's or a signing-in phone in the path: /api/admin/admins/:phone, /sign-in-limits/:phone. */
export const PhoneParams = z.strictObject({ phone: z.string().max(20) });

/** An employee code in the path: /api/admin/registry/:code. */
export const CodeParams = z.strictObject({ code: z.string().min(1).max(100) });
