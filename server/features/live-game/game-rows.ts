// A live game's row and its copy of the questions: read, parsed and told apart from the rest of the
// quiz, which the organisers may go on editing while the hall plays. The copy is made when the lobby
// opens, with the options dealt once for the whole hall, so every phone and screen shows them alike.
import type { Selectable } from 'kysely';
import type { Db, Trx } from '../../db/database.js';
import type { LiveGamesTable } from '../../db/schema.js';

export type GameRow = Selectable<LiveGamesTable>;

/** One question as the game plays it: the options in the order shown, the key as their place. */
export type GameQuestion = {
  id: number;
  text: string;
  options: string[];
  /** The right option's place in `options`; null once the organisers voided the question. */
  answer: number | null;
  /** The storage key of its image, or null. */
  image: string | null;
  explanation: string | null;
};

/** Parsed copies by game id and version: the answers' hot path reads a game without its questions. */
const parsed = new Map<string, { version: number; questions: GameQuestion[] }>();

export function questionsOf(game: Pick<GameRow, 'id' | 'version' | 'questions'>): GameQuestion[] {
  const held = parsed.get(game.id);
  if (held && held.version === game.version) return held.questions;
  const questions = JSON.parse(game.questions) as GameQuestion[];
  // One game runs at a time: the copy of the one before is of no more use.
  if (!held) parsed.clear();
  parsed.set(game.id, { version: game.version, questions });
  return questions;
}

/** A game's questions, from the parsed copy when it is held, else read from its row. */
export async function questionsFor(
  db: Db | Trx,
  game: Pick<GameRow, 'id' | 'version'>,
): Promise<GameQuestion[]> {
  const held = parsed.get(game.id);
  if (held && held.version === game.version) return held.questions;
  const row = await db
    .selectFrom('live_games')
    .select(['id', 'version', 'questions'])
    .where('id', '=', game.id)
    .executeTakeFirstOrThrow();
  return questionsOf(row);
}

/** The game that is not closed yet, if any: at most one (opening another is refused). */
export function findRunningGame(db: Db | Trx): Promise<GameRow | undefined> {
  return db
    .selectFrom('live_games')
    .selectAll()
    .where('closed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findGame(db: Db | Trx, id: string): Promise<GameRow | undefined> {
  return db.selectFrom('live_games').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The screens that follow the game (link ids); null for every screen. */
export const screensOf = (game: Pick<GameRow, 'screens'>): string[] | null =>
  game.screens === null ? null : (JSON.parse(game.screens) as string[]);
