// Between the quizzes: polls, word clouds, questions to the stage (Q&A), reactions and photo walls.
// An organiser prepares each as an activity and runs it now or between two times; while it runs,
// every phone and venue screen reads the same public state, pushed as the live stream's `engage`
// event, and each person's own sends come with their reads. zod/mini, as in api.ts.
import * as z from 'zod/mini';

export const ENGAGE_KINDS = ['poll', 'cloud', 'qna', 'reactions', 'photos'] as const;
export type EngageKind = (typeof ENGAGE_KINDS)[number];

/** A poll's options. */
export const POLL_OPTIONS = { min: 2, max: 6 } as const;
export const POLL_OPTION_CHARS = 80;
export const ENGAGE_TITLE_CHARS = 200;

/** What one person may send to one activity: words to a cloud, questions to a Q&A, photos to a wall. */
export const PER_PERSON = {
  cloud: { min: 1, max: 10, default: 3 },
  qna: { min: 1, max: 20, default: 5 },
  photos: { min: 1, max: 20, default: 5 },
} as const;

export const CLOUD_WORD_CHARS = 30;
export const QUESTION_CHARS = 280;

/** Team points per send that reaches the hall, and the most one person may earn in one activity. */
export const ENGAGE_POINTS = { max: 100, capMax: 1_000 } as const;

/** The reactions a phone offers, in their order. */
export const REACTIONS = ['👏', '❤️', '😂', '🎉', '😮', '👍'] as const;
export type Reaction = (typeof REACTIONS)[number];
/** One person's reactions reach the screens at most this often; the rest are dropped quietly. */
export const REACTION_GAP_MS = 1_000;

/**
 * The most of each the hall's state carries: the cloud's words, the questions (the most voted) and
 * the latest photos. The state is written to every open stream at each push, twice a second while
 * people send, so it stays a few kilobytes however busy an activity gets.
 */
export const CLOUD_WORDS_SHOWN = 50;
export const QUESTIONS_SHOWN = 25;
export const PHOTOS_SHOWN = 20;

/** A word as the cloud counts it: one form for every case, spacing and width of it. */
export function cloudWord(typed: string): string {
  return typed.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/**
 * What a venue screen shows now: `auto` is the live game while one runs, else the live activities
 * and the standings in turn; `activity:<id>` one activity while it runs (else as auto).
 */
export const SCREEN_SHOWS_FIXED = ['auto', 'standings', 'game'] as const;
export const ScreenShow = z
  .string()
  .check(z.regex(/^(auto|standings|game|activity:[0-9a-f-]{36})$/));
export type ScreenShow = z.infer<typeof ScreenShow>;
/** A screen shows each live activity and the standings this long in turn (auto). */
export const SCREEN_ROTATE_MS = 20_000;

const Localized = z.object({ en: z.string(), hi: z.string() });

/** An activity as everyone sees it. */
export const EngageActivity = z.object({
  id: z.string(),
  kind: z.enum(ENGAGE_KINDS),
  /** A poll's question, a cloud's prompt, a Q&A's session, a photo wall's name. */
  title: Localized,
  /** A poll's options, in their order; empty for the other kinds. */
  options: z.array(Localized),
  /** A poll where each person may choose several options. */
  multiple: z.boolean(),
  /** Words, questions or photos one person may send; 0 for polls and reactions. */
  perPerson: z.number(),
  /** Questions wait for a moderator before the hall sees them (photos always do). */
  moderated: z.boolean(),
  /** A question may be sent without the sender's name shown to the hall. */
  anonymous: z.boolean(),
  /** Team points per send that reaches the hall (0: none), and the most one person earns here. */
  points: z.number(),
  pointsCap: z.number(),
  startsAt: z.number(),
  /** null: until an organiser ends it. */
  endsAt: z.nullable(z.number()),
});
export type EngageActivity = z.infer<typeof EngageActivity>;

export const PollResults = z.object({
  /** People who voted, and the votes of each option in the options' order. */
  voters: z.number(),
  counts: z.array(z.number()),
});
export type PollResults = z.infer<typeof PollResults>;

const CloudWord = z.object({ word: z.string(), count: z.number() });
export const CloudResults = z.object({
  /** The most sent words first (at most CLOUD_WORDS_SHOWN), as most people typed them. */
  words: z.array(CloudWord),
  senders: z.number(),
});
export type CloudResults = z.infer<typeof CloudResults>;

export const HallQuestion = z.object({
  id: z.string(),
  text: z.string(),
  /** The sender's name and team key; null and '' when they asked not to be named to the hall. */
  name: z.nullable(z.string()),
  team: z.string(),
  votes: z.number(),
  status: z.enum(['approved', 'answered']),
  pinned: z.boolean(),
  createdAt: z.number(),
});
export type HallQuestion = z.infer<typeof HallQuestion>;
export const QnaResults = z.object({
  /** Approved and answered questions: pinned first, then by votes, then the earliest. */
  questions: z.array(HallQuestion),
});
export type QnaResults = z.infer<typeof QnaResults>;

export const WallPhoto = z.object({
  id: z.string(),
  /** The photo at screen size, and a small rendition for lists. */
  url: z.string(),
  smallUrl: z.string(),
  width: z.number(),
  height: z.number(),
  team: z.string(),
  createdAt: z.number(),
});
export type WallPhoto = z.infer<typeof WallPhoto>;
export const PhotoResults = z.object({
  /** The latest approved photos first (at most PHOTOS_SHOWN). */
  photos: z.array(WallPhoto),
  approved: z.number(),
});
export type PhotoResults = z.infer<typeof PhotoResults>;

/** A running activity and what the hall may see of it: only its own kind's results are set. */
export const LiveActivity = z.extend(EngageActivity, {
  poll: z.nullable(PollResults),
  cloud: z.nullable(CloudResults),
  qna: z.nullable(QnaResults),
  photos: z.nullable(PhotoResults),
});
export type LiveActivity = z.infer<typeof LiveActivity>;

/** The `engage` event: the activities running now, in the order they started. */
export const EngageState = z.object({
  activities: z.array(LiveActivity),
  /** The server's clock when it was read. */
  now: z.number(),
});
export type EngageState = z.infer<typeof EngageState>;

/** The `reactions` event (screens only): the reactions sent since the last, by emoji. */
export const ReactionBurst = z.record(z.string(), z.number());
export type ReactionBurst = z.infer<typeof ReactionBurst>;

export const MyWord = z.object({
  word: z.string(),
  typed: z.string(),
  /** held: the word filter matched it, and a moderator will look at it. */
  status: z.enum(['shown', 'held', 'hidden']),
});
export type MyWord = z.infer<typeof MyWord>;

export const MyQuestion = z.object({
  id: z.string(),
  activityId: z.string(),
  text: z.string(),
  anonymous: z.boolean(),
  status: z.enum(['pending', 'approved', 'answered', 'hidden']),
  votes: z.number(),
  createdAt: z.number(),
});
export type MyQuestion = z.infer<typeof MyQuestion>;

export const MyPhoto = z.object({
  id: z.string(),
  activityId: z.string(),
  url: z.string(),
  smallUrl: z.string(),
  status: z.enum(['pending', 'approved', 'hidden']),
  createdAt: z.number(),
});
export type MyPhoto = z.infer<typeof MyPhoto>;

/** What one person sent to one running activity. */
export const MySends = z.object({
  activityId: z.string(),
  /** The poll options they chose (places in `options`); empty before they vote. */
  votes: z.array(z.number()),
  words: z.array(MyWord),
  questions: z.array(MyQuestion),
  /** The hall's questions they upvoted. */
  upvoted: z.array(z.string()),
  photos: z.array(MyPhoto),
  /** The team points their sends here earned. */
  points: z.number(),
});
export type MySends = z.infer<typeof MySends>;

/** GET /api/engage: the running activities and what this person sent to each. */
export const EngageView = z.object({
  state: EngageState,
  mine: z.array(MySends),
});
export type EngageView = z.infer<typeof EngageView>;

/** GET /api/engage/album: the approved photos of every wall, latest first (when the album is on). */
export const Album = z.object({
  photos: z.array(
    z.extend(WallPhoto, {
      /** The full photo as a download. */
      downloadUrl: z.string(),
      wall: Localized,
    }),
  ),
});
export type Album = z.infer<typeof Album>;

// ---- the admin area ---------------------------------------------------------------------------

const ENGAGE_STATUSES = ['scheduled', 'live', 'ended'] as const;

/** An activity in Admin → Engage, with how much it has had. */
export const AdminActivity = z.extend(EngageActivity, {
  status: z.enum(ENGAGE_STATUSES),
  /** Votes, words, questions or photos received in all; and those waiting for a moderator. */
  sends: z.number(),
  waiting: z.number(),
  createdAt: z.number(),
  createdBy: z.string(),
});
export type AdminActivity = z.infer<typeof AdminActivity>;

export const ModerationQuestion = z.object({
  id: z.string(),
  activityId: z.string(),
  text: z.string(),
  /** Organisers always see who asked; `anonymous` says whether the hall does. */
  name: z.string(),
  team: z.string(),
  anonymous: z.boolean(),
  status: z.enum(['pending', 'approved', 'answered', 'hidden']),
  /** The word filter matched it. */
  flagged: z.boolean(),
  pinned: z.boolean(),
  votes: z.number(),
  createdAt: z.number(),
});
export type ModerationQuestion = z.infer<typeof ModerationQuestion>;

export const ModerationWord = z.object({
  activityId: z.string(),
  word: z.string(),
  typed: z.string(),
  name: z.string(),
  team: z.string(),
  userId: z.string(),
  status: z.enum(['shown', 'held', 'hidden']),
  sentAt: z.number(),
});
export type ModerationWord = z.infer<typeof ModerationWord>;

export const ModerationPhoto = z.object({
  id: z.string(),
  activityId: z.string(),
  url: z.string(),
  smallUrl: z.string(),
  width: z.number(),
  height: z.number(),
  name: z.string(),
  team: z.string(),
  status: z.enum(['pending', 'approved', 'hidden']),
  createdAt: z.number(),
});
export type ModerationPhoto = z.infer<typeof ModerationPhoto>;

/** GET /api/admin/engage: every activity, the newest first, and the organisers' filter words. */
export const AdminEngage = z.object({
  activities: z.array(AdminActivity),
  filterWords: z.array(z.string()),
  now: z.number(),
});
export type AdminEngage = z.infer<typeof AdminEngage>;

/** GET /api/admin/engage/:id: one activity, its results and everything sent to it. */
export const AdminActivityDetail = z.object({
  activity: AdminActivity,
  poll: z.nullable(PollResults),
  cloud: z.nullable(CloudResults),
  questions: z.array(ModerationQuestion),
  words: z.array(ModerationWord),
  photos: z.array(ModerationPhoto),
});
export type AdminActivityDetail = z.infer<typeof AdminActivityDetail>;

/** GET /api/admin/engage/queue: what waits for a moderator, across every activity, oldest first. */
export const ModerationQueue = z.object({
  questions: z.array(ModerationQuestion),
  words: z.array(ModerationWord),
  photos: z.array(ModerationPhoto),
});
export type ModerationQueue = z.infer<typeof ModerationQueue>;
