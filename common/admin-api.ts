// Shapes the admin API sends, shared by the server's routes and the admin screens, which parse
// every answer with them (zod/mini, as in api.ts; the admin's request shapes are admin.ts's).
import * as z from 'zod/mini';
import { TeamStat } from './dashboard.js';

const QuizTitle = z.object({ en: z.string(), hi: z.string() });

/** GET /api/admin/overview: the teams' counters, and each contest's plays and whether it is open. */
export const Overview = z.object({
  teams: z.array(TeamStat),
  attempts: z.array(
    z.object({
      quizId: z.string(),
      title: QuizTitle,
      open: z.boolean(),
      completed: z.number(),
      disqualified: z.number(),
    }),
  ),
});
export type Overview = z.infer<typeof Overview>;

const Registration = z.object({
  uid: z.string(),
  employeeId: z.string(),
  name: z.string(),
  gender: z.string(),
  team: z.string(),
  teamLabel: z.string(),
  phone: z.string(),
  createdAt: z.number(),
  selfieUrl: z.nullable(z.string()),
});
type Registration = z.infer<typeof Registration>;

/** One page of GET /api/admin/registrations, and how many match in all. */
export const Registrations = z.object({
  rows: z.array(Registration),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type Registrations = z.infer<typeof Registrations>;

/** A play on a quiz's leaderboard; `timeTakenMs` is null for an imported score with no timing. */
const BoardRow = z.object({
  rank: z.optional(z.number()),
  employeeId: z.string(),
  name: z.string(),
  /** The team the play counts for (its key), and the player's team's name now. */
  team: z.string(),
  teamLabel: z.string(),
  score: z.number(),
  timeTakenMs: z.nullable(z.number()),
  startedAt: z.number(),
});
type BoardRow = z.infer<typeof BoardRow>;

/** GET /api/admin/leaderboard: the finished plays ranked, the disqualified, and the teams. */
export const Board = z.object({
  quizId: z.string(),
  title: QuizTitle,
  ranked: z.array(z.extend(BoardRow, { rank: z.number() })),
  disqualified: z.array(BoardRow),
  teams: z.array(TeamStat),
});
export type Board = z.infer<typeof Board>;

/**
 * The organisers, as every change to them answers too: each with the name others see (`ownName`:
 * the one they gave as an organiser, if any), and who granted them by name (null: set when the site
 * was installed, and not removable here).
 */
export const Admins = z.array(
  z.object({
    phone: z.string(),
    name: z.string(),
    ownName: z.nullable(z.string()),
    grantedBy: z.nullable(z.string()),
    grantedAt: z.number(),
  }),
);
export type Admin = z.infer<typeof Admins>[number];

/** GET /api/admin/access: the registry's employee IDs by state, and the sign-in limits in force. */
export const AccessSummary = z.object({
  registry: z.object({ total: z.number(), registered: z.number(), free: z.number() }),
  signInLimits: z.object({
    /** A phone waits this long between two codes. */
    resendSeconds: z.number(),
    perHour: z.number(),
    perDay: z.number(),
    /** A code works for this long. */
    codeMinutes: z.number(),
  }),
});
export type AccessSummary = z.infer<typeof AccessSummary>;

/** GET /api/admin/registry/:code: an employee code, and who registered with it. */
export const CodeStatus = z.object({
  code: z.string(),
  status: z.string(),
  registeredBy: z.nullable(z.object({ uid: z.string(), name: z.string(), team: z.string() })),
});
export type CodeStatus = z.infer<typeof CodeStatus>;

/** A phone's sign-in limits; `nextSendAt` is when it may ask for a code again, if it must wait. */
export const PhoneLimits = z.object({
  phone: z.string(),
  sendsLastHour: z.number(),
  sendsLastDay: z.number(),
  nextSendAt: z.nullable(z.number()),
  codePending: z.boolean(),
});
export type PhoneLimits = z.infer<typeof PhoneLimits>;

/** The latest entries of the audit log, newest first. */
export const AuditLog = z.array(
  z.object({ at: z.number(), actor: z.string(), action: z.string(), detail: z.unknown() }),
);

/** The kinds of change the activity log is filtered by. */
export const ACTIVITY_KINDS = [
  'people',
  'registry',
  'quizzes',
  'setup',
  'venue',
  'access',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** A name in both languages (a quiz's title, a team's name), or one name for both. */
const ActivityName = z.union([z.string(), QuizTitle]);
export type ActivityName = z.infer<typeof ActivityName>;

/**
 * One organiser's change as the activity log words it: who (by name), what (the action), when, and
 * the names and numbers its sentence needs, by their part in it (`person`, `from`, `to`, `quiz`,
 * `team`, `organiser`, `screen`…; `count`…). The browser makes the sentence in its language.
 */
const ActivityEntry = z.object({
  id: z.string(),
  at: z.number(),
  actor: z.string(),
  action: z.string(),
  kind: z.nullable(z.enum(ACTIVITY_KINDS)),
  names: z.record(z.string(), ActivityName),
  counts: z.record(z.string(), z.number()),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

/** GET /api/admin/activity: one page of the log, how many match, and the organisers to filter by. */
export const Activity = z.object({
  entries: z.array(ActivityEntry),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  organisers: z.array(z.object({ phone: z.string(), name: z.string() })),
});
export type Activity = z.infer<typeof Activity>;

export const Analytics = z.object({
  /** Registrations per day (India time), counted per team. */
  registrationsByDay: z.array(
    z.object({ day: z.string(), counts: z.record(z.string(), z.number()) }),
  ),
  participation: z.array(
    z.object({
      quizId: z.string(),
      title: QuizTitle,
      players: z.number(),
      completed: z.number(),
      average: z.number(),
      /** How many finished plays scored 0, 1, … up to the quiz's questions per play. */
      distribution: z.array(z.number()),
    }),
  ),
});
export type Analytics = z.infer<typeof Analytics>;

/** One team's change in registrations and points. */
export const TeamEffect = z.object({
  team: z.string(),
  registrations: z.number(),
  points: z.number(),
});
export type TeamEffect = z.infer<typeof TeamEffect>;

/** What a correction (common/corrections.ts) did, or in a dry run would do. */
export const CorrectionResult = z.object({
  /** Nothing was changed: the numbers are what the correction would do. */
  dryRun: z.boolean(),
  effects: z.array(TeamEffect),
  before: z.unknown(),
  after: z.unknown(),
});
export type CorrectionResult = z.infer<typeof CorrectionResult>;

/** A registered person as the corrections screen shows them. */
export const PersonRecord = z.object({
  uid: z.string(),
  phone: z.string(),
  employeeId: z.string(),
  name: z.string(),
  gender: z.string(),
  team: z.string(),
  teamLabel: z.string(),
  attempts: z.array(
    z.object({
      quizId: z.string(),
      title: QuizTitle,
      status: z.enum(['in-progress', 'completed']),
      score: z.number(),
      disqualified: z.boolean(),
    }),
  ),
});
export type PersonRecord = z.infer<typeof PersonRecord>;
