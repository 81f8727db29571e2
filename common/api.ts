// Shapes the API sends, shared by the server's presenters and the web client, which parses every
// answer with them. zod/mini rather than classic zod: the same checks, a fraction of the bytes.
import * as z from 'zod/mini';
import { TeamStat } from './dashboard.js';
import { GENDERS } from './genders.js';
import { BRAND_SLOTS, type BrandSlot } from './event.js';
import { EngageState, ReactionBurst } from './engage.js';
import { LiveGameEvent, LiveGameMe, LiveGameView } from './live-game.js';

// A phone's own view of the live game, beside the events: a screen that reads its schemas from here
// shares the one chunk of schemas every screen loads, instead of splitting zod out of it.
export { LiveGameMe, LiveGameView };

export const Profile = z.object({
  profileComplete: z.boolean(),
  employeeId: z.string(),
  name: z.string(),
  gender: z.enum(GENDERS),
  team: z.string(),
  teamLabel: z.string(),
  selfieUrl: z.nullable(z.string()),
  phone: z.string(),
  phoneNumber: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Profile = z.infer<typeof Profile>;

export const Me = z.object({
  uid: z.string(),
  phoneNumber: z.string(),
  isAdmin: z.boolean(),
  profile: z.nullable(Profile),
});
export type Me = z.infer<typeof Me>;

/** POST /api/auth/send-code: when the next code may be asked for, and how long this one lasts. */
export const SendCodeResult = z.object({
  resendAfterSeconds: z.number(),
  expiresInSeconds: z.number(),
});
export type SendCodeResult = z.infer<typeof SendCodeResult>;

/**
 * GET /api/auth/bot-check: an ALTCHA challenge (altcha-lib's `Challenge`). Loose objects, so that
 * whatever else it carries goes back to the server with the solution, signed as it came.
 */
export const BotCheckChallenge = z.looseObject({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.optional(z.string()),
    memoryCost: z.optional(z.number()),
    parallelism: z.optional(z.number()),
    expiresAt: z.optional(z.number()),
    data: z.optional(
      z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    ),
  }),
  signature: z.optional(z.string()),
  codeChallenge: z.optional(
    z.looseObject({
      image: z.string(),
      audio: z.optional(z.string()),
      length: z.optional(z.number()),
    }),
  ),
});
export type BotCheckChallenge = z.infer<typeof BotCheckChallenge>;

/** An image as the screens load it: a file name that never changes meaning, and a phone-sized one. */
export const PublicImage = z.object({
  src: z.string(),
  srcSet: z.optional(z.string()),
  width: z.number(),
  height: z.number(),
});
export type PublicImage = z.infer<typeof PublicImage>;

const Texts = z.object({ en: z.string(), hi: z.string() });

export const PublicTeam = z.object({
  key: z.string(),
  office: Texts,
  label: Texts,
  capacity: z.number(),
  logo: z.nullable(PublicImage),
  poster: z.nullable(PublicImage),
});
export type PublicTeam = z.infer<typeof PublicTeam>;

export const PublicVideo = z.object({
  id: z.string(),
  title: z.string(),
  src: z.string(),
  type: z.string(),
  cover: z.nullable(PublicImage),
});
export type PublicVideo = z.infer<typeof PublicVideo>;

export const PublicSite = z.object({
  /** Grows with every change organisers make; the live stream's `site` event says to read again. */
  version: z.number(),
  event: z.object({ name: z.string(), timeZone: z.string() }),
  teams: z.array(PublicTeam),
  brand: z.object(
    Object.fromEntries(BRAND_SLOTS.map((slot) => [slot, z.nullable(PublicImage)])) as {
      [slot in BrandSlot]: z.ZodMiniNullable<typeof PublicImage>;
    },
  ),
  slogans: z.array(PublicImage),
  gallery: z.object({ selfPhotoUrl: z.string(), eventPhotoUrl: z.string(), album: z.boolean() }),
  videos: z.array(PublicVideo),
  pages: z.object({ terms: z.nullable(Texts), privacy: z.nullable(Texts) }),
  profile: z.object({ selfie: z.boolean() }),
  /** Whom to ask when the registry refuses a player; empty texts when organisers have named no one. */
  contact: Texts,
  signIn: z.object({ webOtpLine: z.boolean() }),
  /** The event's days and programme (common/event-itinerary.ts), shown as text over the artwork. */
  schedule: z.object({
    dates: z.object({ first: z.string(), last: z.string() }),
    itinerary: z.array(z.object({ day: z.number(), time: z.string(), what: Texts })),
  }),
});
export type PublicSite = z.infer<typeof PublicSite>;

/** Why the server ended a live stream; sent as `event: closed` just before the stream ends. */
/** An organisers' message to every phone and screen, as it shows now (GET /api/live, the screen). */
export const Announcement = z.object({
  id: z.string(),
  text: z.object({ en: z.string(), hi: z.string() }),
  startsAt: z.number(),
  /** When it ends by itself; null until an organiser ends it. */
  endsAt: z.nullable(z.number()),
});
export type Announcement = z.infer<typeof Announcement>;

/** Why the server ended a stream: newer tabs took its place, a sign-out, a screen link revoked. */
export const LiveClosed = z.object({ reason: z.enum(['session_cap', 'signed_out', 'revoked']) });
export type LiveClosed = z.infer<typeof LiveClosed>;

/** What each event of the live stream carries (GET /api/live). */
export const LiveEvents = {
  counters: z.array(TeamStat),
  /** The signed-in user's own profile, or null once it is gone. */
  profile: z.nullable(Profile),
  /** Only a nudge: which quizzes are open changed (a switch, an edit, a schedule), read them again. */
  quizzes: z.object({}),
  /**
   * Organisers changed the event's setup (teams, images, texts): read it again unless this version
   * is already read. Also the first event of a signed-out screen's stream (/api/site/live).
   */
  site: z.object({ version: z.number() }),
  /** The announcements showing now, newest first: on connecting, and whenever they change. */
  announcements: z.array(Announcement),
  /** Only a nudge, to venue screens: the organisers changed this screen's settings. */
  screen: z.object({}),
  /** The live game as it stands (common/live-game.ts), at every move; null once none is running. */
  game: LiveGameEvent,
  /** The polls, clouds, Q&As, reactions and photo walls running now (common/engage.ts). */
  engage: EngageState,
  /** Only a nudge, to one person: a moderator acted on what they sent; read their sends again. */
  mine: z.object({}),
  /** Venue screens only: the reactions sent since the last burst, by emoji. */
  reactions: ReactionBurst,
};
export type LiveEventType = keyof typeof LiveEvents;
export type LiveEvent<K extends LiveEventType> = z.infer<(typeof LiveEvents)[K]>;

/**
 * Every error answer. `code` is one of common/error-codes.ts; `message` is the server's English
 * text, for logs and curl; `field` names the form field refused; `params` are values the client's
 * text for the code uses: `retryAfterSeconds` and `minutes` (too_many_attempts), `line` (an upload
 * refused at a line), `reason` (the name of a text in common/messages.ts, for invalid_profile).
 * A type, not a schema: the web's API client reads it by hand, as it runs on the first screen,
 * which loads without zod.
 */
export type ApiErrorBody = {
  error: {
    code: string;
    message: string;
    field?: string;
    params?: { [name: string]: string | number };
  };
};

export const QuizQuestion = z.object({
  index: z.number(),
  total: z.number(),
  id: z.number(),
  question: z.string(),
  options: z.array(z.string()),
  /** Where the question's image is read, once the play has reached it; null without one. */
  image: z.nullable(z.string()),
  /** The question's seconds. */
  seconds: z.number(),
  /** Seconds left for this question, as the server counts them. */
  secondsLeft: z.number(),
});
export type QuizQuestion = z.infer<typeof QuizQuestion>;

const QuizTitle = z.object({ en: z.string(), hi: z.string() });

/**
 * Where a finished saved play leaves its player and team, counted by the server when it is read: what
 * the play added to the team and the team's place among the teams by points now, the player's place
 * among the quiz's players as the organisers' leaderboard ranks them, and the next contest to open.
 */
export const PlayStanding = z.object({
  /** The team the play was counted for (its key). */
  team: z.string(),
  /** The points the play added to the team: its score. */
  gained: z.number(),
  /** From 1, as the Quiz Score Board orders the teams; null for a team that is no longer there. */
  teamPlace: z.nullable(z.number()),
  teams: z.number(),
  /** From 1, by score and then time; null when the player is not on the leaderboard. */
  place: z.nullable(z.number()),
  players: z.number(),
  /** The next contest to open by its schedule, if one is scheduled. */
  nextQuiz: z.nullable(z.object({ id: z.string(), title: QuizTitle, opensAt: z.number() })),
});
export type PlayStanding = z.infer<typeof PlayStanding>;

export const QuizResult = z.object({
  quizId: z.string(),
  status: z.enum(['in-progress', 'completed']),
  score: z.number(),
  /** The questions the play was served: what the score is out of. */
  total: z.number(),
  disqualified: z.boolean(),
  startedAt: z.number(),
  finishedAt: z.nullable(z.number()),
  timeTakenSec: z.nullable(z.number()),
  answers: z.array(z.object({ id: z.number(), selected: z.nullable(z.string()) })),
  /** A finished saved play's standing; absent for a play not finished. */
  standing: z.optional(PlayStanding),
});
export type QuizResult = z.infer<typeof QuizResult>;

/** The player's saved play of a quiz, if any. */
export const QuizAttempt = z.object({ attempt: z.nullable(QuizResult) });
export type QuizAttempt = z.infer<typeof QuizAttempt>;

export const QuizStep = z.union([
  z.object({ question: QuizQuestion }),
  z.object({ result: QuizResult }),
]);
export type QuizStep = z.infer<typeof QuizStep>;

/** A quiz as players see it in Quiz & Contest (contest) or Fun & Engagement (practice). */
export const QuizSummary = z.object({
  id: z.string(),
  kind: z.enum(['contest', 'practice']),
  title: QuizTitle,
  questionsPerPlay: z.number(),
  secondsPerQuestion: z.number(),
  /** When its schedule closes it; null when only the switch does. */
  closesAt: z.nullable(z.number()),
});
export type QuizSummary = z.infer<typeof QuizSummary>;

/**
 * The signed-in player's saved play of a quiz: finished, with its score, or disqualified (left in
 * progress, as the spec records a player who exits or refreshes).
 */
export const QuizPlayed = z.union([
  z.object({ status: z.literal('completed'), score: z.number(), total: z.number() }),
  z.object({ status: z.literal('disqualified') }),
]);
export type QuizPlayed = z.infer<typeof QuizPlayed>;

/** A quiz in the player's list, with the player's own play of it (null when not played). */
const OfferedQuiz = z.extend(QuizSummary, { played: z.nullable(QuizPlayed) });

/** GET /api/quizzes: the quizzes open now, and the scheduled ones still to open, soonest first. */
export const QuizList = z.object({
  /** The server's clock as it answered: a countdown runs by it, whatever the phone's clock says. */
  now: z.number(),
  open: z.array(OfferedQuiz),
  upcoming: z.array(z.extend(OfferedQuiz, { opensAt: z.number() })),
});
export type QuizList = z.infer<typeof QuizList>;

export const PracticeQuestion = z.object({
  id: z.number(),
  question: z.string(),
  options: z.array(z.string()),
  answer: z.string(),
  image: z.nullable(z.string()),
});
export type PracticeQuestion = z.infer<typeof PracticeQuestion>;

/** GET /api/quiz/:quizId/practice: a practice round, graded in the browser. */
export const PracticeQuestions = z.array(PracticeQuestion);
