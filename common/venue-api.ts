// Shapes the venue's API sends: what a big screen shows (GET /api/screen/:token) and the admin
// area's lists of screen links and announcements. zod/mini, as in api.ts: the screens parse them.
import * as z from 'zod/mini';
import { Announcement } from './api.js';
import { LiveActivity, ScreenShow } from './engage.js';
import { TeamStat } from './dashboard.js';
import { LiveGamePodium, LiveGameState } from './live-game.js';
import { SCREEN_NAME_STYLES } from './venue-names.js';

const QuizTitle = z.object({ en: z.string(), hi: z.string() });

/** One of the chosen quiz's best plays: score first, then the fastest. */
const Leader = z.object({
  rank: z.number(),
  /** As the screen's name style shows it: never more than the organisers chose. */
  name: z.string(),
  teamKey: z.string(),
  score: z.number(),
  /** The play's time; null for an imported play with no timing. */
  timeTakenMs: z.nullable(z.number()),
});

/**
 * The moment a contest closes: its best players and the leading teams, which a screen shows full
 * size until `until` (the server's clock), then goes back to the standings.
 */
const Podium = z.object({
  quiz: z.object({ id: z.string(), title: QuizTitle }),
  closedAt: z.number(),
  until: z.number(),
  /** The standings' first three, by points, ties in the organisers' order. */
  teams: z.array(TeamStat),
  /** The contest's first three plays, ranked and named as the top players are. */
  players: z.array(Leader),
});
export type Podium = z.infer<typeof Podium>;

/** GET /api/screen/:token: everything a venue screen shows, in one read. */
export const ScreenState = z.object({
  screen: z.object({ name: z.string() }),
  /** The address people open to join, for the QR code and its short form. */
  joinUrl: z.string(),
  teams: z.array(TeamStat),
  quizzes: z.object({
    open: z.array(z.object({ id: z.string(), title: QuizTitle, closesAt: z.nullable(z.number()) })),
    /** The next contest to open by its schedule, if one is set. */
    next: z.nullable(z.object({ id: z.string(), title: QuizTitle, opensAt: z.number() })),
  }),
  /** The top players of the screen's contest; null when the event has no contest. */
  leaders: z.nullable(
    z.object({ quiz: z.object({ id: z.string(), title: QuizTitle }), rows: z.array(Leader) }),
  ),
  announcements: z.array(Announcement),
  /** A contest that closed by its schedule moments ago and was played; null the rest of the day. */
  podium: z.nullable(Podium),
  /**
   * The live game this screen follows, while one runs; its podium's players named as this screen
   * names people, once the game has ended.
   */
  liveGame: z.nullable(z.object({ state: LiveGameState, podium: z.nullable(LiveGamePodium) })),
  /** What the organisers chose for this screen now (common/engage.ts ScreenShow). */
  show: ScreenShow,
  /** The polls, clouds, Q&As, reactions and photo walls running now, as every phone sees them. */
  engage: z.array(LiveActivity),
  /** The server's clock when it answered, so a countdown is right on a screen whose clock is not. */
  now: z.number(),
});
export type ScreenState = z.infer<typeof ScreenState>;

export const AdminScreenLink = z.object({
  id: z.string(),
  name: z.string(),
  /** The link's secret: the screen's address is /screen/<token>. */
  token: z.string(),
  quizId: z.nullable(z.string()),
  names: z.enum(SCREEN_NAME_STYLES),
  createdAt: z.number(),
  createdBy: z.string(),
  revokedAt: z.nullable(z.number()),
  /** What it shows now (common/engage.ts ScreenShow). */
  shows: ScreenShow,
});
export type AdminScreenLink = z.infer<typeof AdminScreenLink>;
export const AdminScreenLinks = z.array(AdminScreenLink);

export const AdminAnnouncement = z.extend(Announcement, {
  createdAt: z.number(),
  createdBy: z.string(),
  /** Who ended it (its endsAt is then when); null while it runs or ends by its own time. */
  endedBy: z.nullable(z.string()),
});
export type AdminAnnouncement = z.infer<typeof AdminAnnouncement>;
export const AdminAnnouncements = z.array(AdminAnnouncement);
