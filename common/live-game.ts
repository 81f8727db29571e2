// The live game: one quiz played by the whole hall at once, run by a host on stage. The server owns
// its phase, question and deadline (kept in the database, so any instance serves any phone); every
// phone, screen and the host's console read the same public state, pushed as the live stream's
// `game` event. The right answer is in it only from the reveal on. zod/mini, as in api.ts.
import * as z from 'zod/mini';

/** The seconds a host may give each question, and what a new game starts with. */
export const LIVE_GAME_SECONDS = { min: 5, max: 120, default: 20 } as const;

/** How long a reveal stays up before a game that runs by itself moves on. */
export const LIVE_GAME_REVEAL_MS = 8_000;

/** Players named on the podium, after the teams. */
export const LIVE_GAME_PODIUM_PLAYERS = 5;

/** An explanation shown with a question's reveal (quiz editor and import). */
export const EXPLANATION_CHARS = 500;

export const LIVE_GAME_PHASES = ['lobby', 'question', 'reveal', 'ended'] as const;
export type LiveGamePhase = (typeof LIVE_GAME_PHASES)[number];

/** auto: the reveal at the deadline and the next question after it; host: the host's hand. */
export const LIVE_GAME_ADVANCE = ['auto', 'host'] as const;

const Title = z.object({ en: z.string(), hi: z.string() });

/** A team's figure in the game: players joined (lobby) or points earned (after a reveal). */
const TeamFigure = z.object({ team: z.string(), count: z.number() });

export const LiveGameQuestion = z.object({
  index: z.number(),
  id: z.number(),
  text: z.string(),
  /** In the order every phone and screen shows them (the game deals them once). */
  options: z.array(z.string()),
  image: z.nullable(z.string()),
  seconds: z.number(),
  /** When its seconds run out by the server's clock; null while the game is paused. */
  deadline: z.nullable(z.number()),
  /** What is left while paused; null while the time runs. */
  pausedLeftMs: z.nullable(z.number()),
});
export type LiveGameQuestion = z.infer<typeof LiveGameQuestion>;

const LiveGameReveal = z.object({
  /** The right option's place in `options`; null for a question the organisers voided. */
  answer: z.nullable(z.number()),
  /** How many chose each option, in `options`' order. */
  counts: z.array(z.number()),
  explanation: z.nullable(z.string()),
  /** When a game that runs by itself moves on; null when the host does. */
  nextAt: z.nullable(z.number()),
});

/** GET /api/live-game and the `game` event: what every phone and screen may know. */
export const LiveGameState = z.object({
  id: z.string(),
  title: Title,
  phase: z.enum(LIVE_GAME_PHASES),
  advance: z.enum(LIVE_GAME_ADVANCE),
  /** The venue screens that follow it (their link ids); null for every screen. */
  screens: z.nullable(z.array(z.string())),
  questionCount: z.number(),
  /** Players who joined, per team (every team, in the setup's order), and in all. */
  joined: z.array(TeamFigure),
  joinedTotal: z.number(),
  /** The current question (from its start to the next), null in the lobby and at the end. */
  question: z.nullable(LiveGameQuestion),
  /** Present from the question's reveal until the next question starts. */
  reveal: z.nullable(LiveGameReveal),
  /** The game's points per team after the last reveal, highest first (ties in setup order). */
  teams: z.array(TeamFigure),
  /** The server's clock when this state was read, for countdowns on phones whose clock is not. */
  now: z.number(),
});
export type LiveGameState = z.infer<typeof LiveGameState>;

/** The `game` event: the state, or null when no game is running (none yet, or it was closed). */
export const LiveGameEvent = z.nullable(LiveGameState);

/** A signed-in person's own place in the game (GET /api/live-game). */
export const LiveGameMe = z.object({
  joined: z.boolean(),
  /** The team their answers count for now (key). */
  team: z.nullable(z.string()),
  /** Points from the questions revealed so far. */
  points: z.number(),
  /** Their locked answer to the current question (its place in `options`), if any. */
  answer: z.nullable(z.number()),
  /** Whether they may answer the current question (joined before it started). */
  canAnswer: z.boolean(),
});
export type LiveGameMe = z.infer<typeof LiveGameMe>;

export const LiveGameView = z.object({ game: LiveGameEvent, me: z.nullable(LiveGameMe) });
export type LiveGameView = z.infer<typeof LiveGameView>;

/** A player on the podium, named as the screen (or the console: by full name) shows them. */
const LiveGamePodiumPlayer = z.object({
  rank: z.number(),
  name: z.string(),
  team: z.string(),
  points: z.number(),
});

/** The end of a game: the teams, then the top players. */
export const LiveGamePodium = z.object({
  teams: z.array(TeamFigure),
  players: z.array(LiveGamePodiumPlayer),
});
export type LiveGamePodium = z.infer<typeof LiveGamePodium>;

export const LIVE_GAME_COMMANDS = [
  'start',
  'next',
  'reveal',
  'pause',
  'resume',
  'end',
  'close',
] as const;
export type LiveGameCommand = (typeof LIVE_GAME_COMMANDS)[number];

/** GET /api/admin/live-game: the host's console. */
export const AdminLiveGame = z.object({
  game: LiveGameState,
  countsForTeams: z.boolean(),
  /** The current question's right option (the host sees it before the reveal). */
  answer: z.nullable(z.number()),
  /** Answers in for the current question, per option, as they arrive. */
  counts: z.array(z.number()),
  answered: z.number(),
  paused: z.boolean(),
  /** Each question as played so far: its key and how many answered and were right. */
  played: z.array(
    z.object({
      index: z.number(),
      text: z.string(),
      options: z.array(z.string()),
      answer: z.nullable(z.number()),
      answered: z.number(),
      right: z.number(),
    }),
  ),
  podium: z.nullable(LiveGamePodium),
});
export type AdminLiveGame = z.infer<typeof AdminLiveGame>;
export const AdminLiveGameView = z.object({ game: z.nullable(AdminLiveGame) });
export type AdminLiveGameView = z.infer<typeof AdminLiveGameView>;
