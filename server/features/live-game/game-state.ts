// What everyone may know of the live game, read in one go: the phase, the current question without
// its key until the reveal, the joins and the game's points per team, and the podium at the end.
// The host's console reads the same plus the key and the answers arriving per option.
import type { AdminLiveGame, LiveGamePodium, LiveGameState } from '../../../common/live-game.js';
import { LIVE_GAME_PODIUM_PLAYERS, LIVE_GAME_REVEAL_MS } from '../../../common/live-game.js';
import type { Site } from '../../../common/site.js';
import type { Db, Trx } from '../../db/database.js';
import { imageVersion } from '../quiz/question-images.js';
import {
  findRunningGame,
  questionsOf,
  screensOf,
  type GameQuestion,
  type GameRow,
} from './game-rows.js';

/** Where a game's question image is read: public while the question is on the screens. */
function gameImageUrl(game: Pick<GameRow, 'id'>, index: number, image: string | null) {
  return image
    ? `/api/live-game/${game.id}/questions/${index}/image?v=${imageVersion(image)}`
    : null;
}

/** Every team of the setup with a figure, in the setup's order, then the figure's (highest first). */
function perTeam(site: Pick<Site, 'teams'>, rows: { team: string; n: number | string | null }[]) {
  const counts = new Map(rows.map((row) => [row.team, Number(row.n ?? 0)]));
  return site.teams.map((team) => ({ team: team.key, count: counts.get(team.key) ?? 0 }));
}

const byCount = <T extends { count: number }>(figures: T[]) =>
  [...figures].sort((a, b) => b.count - a.count);

async function joinedPerTeam(db: Db | Trx, gameId: string) {
  return db
    .selectFrom('live_game_players')
    .select(['team', (eb) => eb.fn.countAll<number>().as('n')])
    .where('game_id', '=', gameId)
    .groupBy('team')
    .execute();
}

/** The game's points per team: right answers of the questions revealed so far. */
async function pointsPerTeam(db: Db | Trx, gameId: string) {
  return db
    .selectFrom('live_game_answers')
    .select(['team', (eb) => eb.fn.sum<number>('correct').as('n')])
    .where('game_id', '=', gameId)
    .groupBy('team')
    .execute();
}

/** How many chose each option of a question, in the options' order. */
async function choiceCounts(db: Db | Trx, gameId: string, index: number, options: number) {
  const rows = await db
    .selectFrom('live_game_answers')
    .select(['choice', (eb) => eb.fn.countAll<number>().as('n')])
    .where('game_id', '=', gameId)
    .where('question_index', '=', index)
    .groupBy('choice')
    .execute();
  const counts = Array<number>(options).fill(0);
  for (const row of rows) if (row.choice < options) counts[row.choice] = Number(row.n);
  return counts;
}

/** The questions the hall has seen the answer of. */
export function revealedCount(game: Pick<GameRow, 'phase' | 'question_index'>): number {
  if (game.phase === 'reveal' || game.phase === 'ended') return game.question_index + 1;
  return Math.max(0, game.question_index);
}

/** When a game that runs by itself leaves its reveal; null when the host moves it, or paused. */
export function revealEndsAt(game: GameRow): number | null {
  if (game.advance !== 'auto' || game.phase !== 'reveal' || game.paused_left_ms !== null)
    return null;
  return game.revealed_at! + LIVE_GAME_REVEAL_MS;
}

function presentQuestion(game: GameRow, question: GameQuestion) {
  return {
    index: game.question_index,
    id: question.id,
    text: question.text,
    options: question.options,
    image: gameImageUrl(game, game.question_index, question.image),
    seconds: game.seconds_per_question,
    deadline: game.phase === 'question' ? game.deadline : null,
    pausedLeftMs: game.phase === 'question' ? game.paused_left_ms : null,
  };
}

/** The public state of a game as it stands (the row read just now). */
export async function presentGame(
  db: Db | Trx,
  site: Pick<Site, 'teams'>,
  game: GameRow,
  now: number,
): Promise<LiveGameState> {
  const questions = questionsOf(game);
  const joined = perTeam(site, await joinedPerTeam(db, game.id));
  const current = game.phase === 'question' || game.phase === 'reveal';
  const question = current ? questions[game.question_index] : undefined;
  const reveal =
    game.phase === 'reveal' && question
      ? {
          answer: question.answer,
          counts: await choiceCounts(db, game.id, game.question_index, question.options.length),
          explanation: question.explanation,
          nextAt: revealEndsAt(game),
        }
      : null;
  return {
    id: game.id,
    title: { en: game.title_en, hi: game.title_hi },
    phase: game.phase,
    advance: game.advance,
    screens: screensOf(game),
    questionCount: questions.length,
    joined,
    joinedTotal: joined.reduce((sum, team) => sum + team.count, 0),
    question: question ? presentQuestion(game, question) : null,
    reveal,
    teams: byCount(perTeam(site, await pointsPerTeam(db, game.id))),
    now,
  };
}

/** The running game's public state; null when none runs. */
export async function readGameState(
  db: Db,
  site: Pick<Site, 'teams'>,
  now: number,
): Promise<LiveGameState | null> {
  const game = await findRunningGame(db);
  return game ? presentGame(db, site, game, now) : null;
}

/**
 * The game's best players: right answers, then the least time taken over them, then name. Named by
 * `nameOf` (a screen's name style; the console's full names).
 */
export async function readPodium(
  db: Db | Trx,
  site: Pick<Site, 'teams'>,
  gameId: string,
  nameOf: (name: string, team: string) => string,
): Promise<LiveGamePodium> {
  const players = await db
    .selectFrom('live_game_answers as a')
    .innerJoin('profiles as p', 'p.user_id', 'a.user_id')
    .select([
      'p.name',
      'p.team',
      (eb) => eb.fn.sum<number>('a.correct').as('points'),
      (eb) =>
        eb.fn
          .sum<number>(
            eb.case().when('a.correct', '=', 1).then(eb.ref('a.answered_ms')).else(0).end(),
          )
          .as('ms'),
    ])
    .where('a.game_id', '=', gameId)
    .groupBy(['a.user_id', 'p.name', 'p.team'])
    .having((eb) => eb.fn.sum('a.correct'), '>', 0)
    .orderBy('points', 'desc')
    .orderBy('ms', 'asc')
    .orderBy('p.name', 'asc')
    .limit(LIVE_GAME_PODIUM_PLAYERS)
    .execute();
  const teams = byCount(perTeam(site, await pointsPerTeam(db, gameId)))
    .filter((team) => team.count > 0)
    .slice(0, 3);
  return {
    teams,
    players: players.map((player, place) => ({
      rank: place + 1,
      name: nameOf(player.name, player.team),
      team: player.team,
      points: Number(player.points),
    })),
  };
}

/**
 * Reads that only change with the game's version, held for the version they were read at: the
 * console asks every second and answers each of the host's moves, and a game's podium and its
 * revealed questions' tallies (no answer comes in after a reveal) only change when a move or a
 * key fixed moves the version on.
 */
function heldPerVersion<T>(
  read: (db: Db | Trx, site: Pick<Site, 'teams'>, game: GameRow) => Promise<T>,
) {
  let held: { id: string; version: number; value: Promise<T> } | null = null;
  return (db: Db | Trx, site: Pick<Site, 'teams'>, game: GameRow): Promise<T> => {
    if (held?.id !== game.id || held.version !== game.version) {
      const value = read(db, site, game);
      const mine = { id: game.id, version: game.version, value };
      held = mine;
      // A failed read is not kept: the next asks again.
      value.catch(() => {
        if (held === mine) held = null;
      });
    }
    return held.value;
  };
}

/** The console's podium, read once per version of the ended game. */
const consolePodium = heldPerVersion((db, site, game) =>
  readPodium(db, site, game.id, (name) => name),
);

/** The answers and right answers of each question played, read once per version of the game. */
const playedTallies = heldPerVersion(async (db, _site, game) => {
  const rows = await db
    .selectFrom('live_game_answers')
    .select([
      'question_index',
      (eb) => eb.fn.countAll<number>().as('answered'),
      (eb) => eb.fn.sum<number>('correct').as('right'),
    ])
    .where('game_id', '=', game.id)
    .where('question_index', '<', revealedCount(game))
    .groupBy('question_index')
    .execute();
  return new Map(rows.map((row) => [row.question_index, row]));
});

/** The host's console: the public state, the current key, the answers so far and the podium. */
export async function readAdminGame(
  db: Db,
  site: Pick<Site, 'teams'>,
  now: number,
): Promise<AdminLiveGame | null> {
  const game = await findRunningGame(db);
  if (!game) return null;
  const state = await presentGame(db, site, game, now);
  const questions = questionsOf(game);
  const current = state.question ? questions[game.question_index]! : null;
  const counts = current
    ? await choiceCounts(db, game.id, game.question_index, current.options.length)
    : [];
  const byIndex = await playedTallies(db, site, game);
  return {
    game: state,
    countsForTeams: game.counts_for_teams === 1,
    answer: current?.answer ?? null,
    counts,
    answered: counts.reduce((sum, n) => sum + n, 0),
    paused: game.paused_left_ms !== null,
    played: questions.slice(0, revealedCount(game)).map((question, index) => ({
      index,
      text: question.text,
      options: question.options,
      answer: question.answer,
      answered: Number(byIndex.get(index)?.answered ?? 0),
      right: Number(byIndex.get(index)?.right ?? 0),
    })),
    podium: game.phase === 'ended' ? await consolePodium(db, site, game) : null,
  };
}
