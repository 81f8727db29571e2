// What the live game's routes accept, checked by the server with classic zod as every input is
// (common/live-game.ts has the shapes it sends, in zod/mini for the browser).
import { z } from 'zod';
import {
  LIVE_GAME_ADVANCE,
  LIVE_GAME_COMMANDS,
  LIVE_GAME_PHASES,
  LIVE_GAME_SECONDS,
} from './live-game.js';

const place = z.number().int().min(0).max(1_000);

/** POST /api/live-game/answer: the option's place as the game shows it. */
export const LiveGameAnswerInput = z.strictObject({
  gameId: z.uuid(),
  index: place,
  option: place,
});
export type LiveGameAnswerInput = z.infer<typeof LiveGameAnswerInput>;

/** POST /api/admin/live-game: a lobby for a quiz. */
export const LiveGameOpenInput = z.strictObject({
  quizId: z.string().min(1).max(100),
  seconds: z.number().int().min(LIVE_GAME_SECONDS.min).max(LIVE_GAME_SECONDS.max),
  advance: z.enum(LIVE_GAME_ADVANCE),
  /** false: the game's points decide its podium only and leave the team counters alone. */
  countsForTeams: z.boolean(),
  /** The screen links that follow the game; null for every screen. */
  screens: z.array(z.uuid()).max(200).nullable(),
});
export type LiveGameOpenInput = z.infer<typeof LiveGameOpenInput>;

/**
 * POST /api/admin/live-game/:id/:command, with the phase and question the console showed: a second
 * click, or a second host, pressing on a game that has moved on changes nothing.
 */
export const LiveGameCommandInput = z.strictObject({
  phase: z.enum(LIVE_GAME_PHASES),
  index: z.number().int().min(-1).max(1_000),
});
export type LiveGameCommandInput = z.infer<typeof LiveGameCommandInput>;

export const LiveGameCommandParams = z.strictObject({
  id: z.uuid(),
  command: z.enum(LIVE_GAME_COMMANDS),
});

/** POST /api/admin/live-game/:id/questions/:index/key: a wrong key fixed, or the question voided. */
export const LiveGameKeyInput = z.strictObject({ answer: place.nullable() });
export type LiveGameKeyInput = z.infer<typeof LiveGameKeyInput>;

export const LiveGameQuestionParams = z.strictObject({
  id: z.uuid(),
  index: z.coerce.number().int().min(0).max(1_000),
});
