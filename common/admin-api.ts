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

/** The admins, as every change to them answers too. */
export const Admins = z.array(
  z.object({ phone: z.string(), grantedBy: z.string(), grantedAt: z.number() }),
);
export type Admin = z.infer<typeof Admins>[number];

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
export type AuditEntry = z.infer<typeof AuditLog>[number];

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
