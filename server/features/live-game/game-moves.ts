// The live game's moves, each one transaction on the game's row: the host's (start, reveal, next,
// pause, resume, end, close) and the clock's (a deadline or a reveal's pause passing, on whichever
// instance notices first). Every move names the version it read: a second click, a second host or a
// second instance's timer finds the version moved on and changes nothing. A reveal grades the
// question's answers and moves the team counters by their points in the same transaction.
import { randomInt, randomUUID } from 'node:crypto';
import type { LiveGameCommand, LiveGamePhase } from '../../../common/live-game.js';
import type { LiveGameOpenInput } from '../../../common/live-game-input.js';
import { LIVE_GAME_REVEAL_MS } from '../../../common/live-game.js';
import { QUIZ_ANSWER_GRACE_MS } from '../../../common/quiz.js';
import type { Actor, Change } from '../../changes/change.js';
import type { Db, Trx } from '../../db/database.js';
import { lockKey } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { moveTeamCounters, TeamTally } from '../../team-counters.js';
import { dealOptions, optionsAsShown } from '../quiz/option-order.js';
import { findQuiz, readQuestions, toServed } from '../quiz/quizzes.js';
import {
  findGame,
  findRunningGame,
  questionsOf,
  type GameQuestion,
  type GameRow,
} from './game-rows.js';
import { revealEndsAt } from './game-state.js';

/** Taken by every move and by an opening, so two lobbies never open at once. */
const GAME_LOCK = 'live-game';

const movedOn = () => new AppError('game_moved_on');

/** The questions as the game plays them: every question of the quiz, its options dealt once. */
async function dealGame(db: Trx, quizId: string, shuffle: boolean): Promise<GameQuestion[]> {
  return (await readQuestions(db, quizId)).map((row) => {
    const served = dealOptions(toServed(row), shuffle, randomInt);
    const options = optionsAsShown(served);
    return {
      id: served.id,
      text: served.question,
      options,
      answer: options.indexOf(served.answer),
      image: served.image,
      explanation: row.explanation,
    };
  });
}

/** Opens a lobby for a quiz; refused while another game is not closed. */
export function openGame(input: LiveGameOpenInput) {
  return async (trx: Trx, actor: Actor): Promise<Change<{ id: string }>> => {
    await lockKey(trx, GAME_LOCK);
    if (await findRunningGame(trx)) throw new AppError('game_running');
    const quiz = await findQuiz(trx, input.quizId);
    if (!quiz || quiz.archived_at !== null) throw new AppError('not_found');
    const questions = await dealGame(trx, quiz.id, quiz.shuffle_options === 1);
    if (questions.length === 0) throw new AppError('game_quiz_empty');
    const id = randomUUID();
    await trx
      .insertInto('live_games')
      .values({
        id,
        quiz_id: quiz.id,
        title_en: quiz.title_en,
        title_hi: quiz.title_hi,
        questions: JSON.stringify(questions),
        seconds_per_question: input.seconds,
        advance: input.advance,
        counts_for_teams: input.countsForTeams ? 1 : 0,
        screens: input.screens === null ? null : JSON.stringify(input.screens),
        phase: 'lobby',
        question_index: -1,
        question_started_at: null,
        deadline: null,
        paused_left_ms: null,
        revealed_at: null,
        version: 1,
        created_by: actor.phone,
        created_at: actor.now,
        ended_at: null,
        closed_at: null,
      })
      .execute();
    return {
      audit: {
        action: 'game.open',
        detail: {
          gameId: id,
          quizId: quiz.id,
          title: { en: quiz.title_en, hi: quiz.title_hi },
          questions: questions.length,
          seconds: input.seconds,
          advance: input.advance,
          countsForTeams: input.countsForTeams,
        },
      },
      events: [{ type: 'live-game' }],
      result: { id },
    };
  };
}

type Update = Partial<Omit<GameRow, 'id' | 'version'>>;

/** The question at `index` starting now. */
const startQuestion = (game: GameRow, index: number, now: number): Update => ({
  phase: 'question',
  question_index: index,
  question_started_at: now,
  deadline: now + game.seconds_per_question * 1000,
  paused_left_ms: null,
  revealed_at: null,
});

/**
 * Grades the current question's answers by its key, and moves the team counters by the points
 * they earn (none when the game counts for its podium only).
 */
async function gradeQuestion(trx: Trx, game: GameRow, index: number): Promise<void> {
  const question = questionsOf(game)[index];
  if (!question) return;
  await regradeAnswers(trx, game, index, question.answer);
}

/**
 * Marks a question's answers right or wrong by `answer` (null: voided, none right) and moves the
 * counters by the difference in their points, team by team.
 */
export async function regradeAnswers(
  trx: Trx,
  game: Pick<GameRow, 'id' | 'counts_for_teams'>,
  index: number,
  answer: number | null,
): Promise<void> {
  const before = await pointsByTeam(trx, game.id, index);
  await trx
    .updateTable('live_game_answers')
    .set((eb) => {
      const right =
        answer === null ? eb.val(0) : eb.case().when('choice', '=', answer).then(1).else(0).end();
      return { correct: right, points: game.counts_for_teams === 1 ? right : eb.val(0) };
    })
    .where('game_id', '=', game.id)
    .where('question_index', '=', index)
    .execute();
  const after = await pointsByTeam(trx, game.id, index);
  const tally = new TeamTally();
  for (const [team, points] of before) tally.add(team, { points: -points });
  for (const [team, points] of after) tally.add(team, { points });
  await moveTeamCounters(trx, tally.list());
}

async function pointsByTeam(trx: Trx, gameId: string, index: number) {
  const rows = await trx
    .selectFrom('live_game_answers')
    .select(['team', (eb) => eb.fn.sum<number>('points').as('points')])
    .where('game_id', '=', gameId)
    .where('question_index', '=', index)
    .groupBy('team')
    .execute();
  return new Map(rows.map((row) => [row.team, Number(row.points ?? 0)]));
}

/** Whether the game is at the phase and question a console showed (the lobby and the end have none). */
const isAt = (game: GameRow, at: { phase: LiveGamePhase; index: number }) =>
  game.phase === at.phase &&
  (game.phase === 'lobby' || game.phase === 'ended' || game.question_index === at.index);

const lastIndex = (game: GameRow) => questionsOf(game).length - 1;

/**
 * What a command does to the game as it stands, or null when it cannot apply there. `grade` is the
 * question whose answers the move grades.
 */
function commandUpdate(
  game: GameRow,
  command: LiveGameCommand,
  now: number,
): { update: Update; grade?: number } | null {
  const paused = game.paused_left_ms !== null;
  switch (command) {
    case 'start':
      return game.phase === 'lobby' ? { update: startQuestion(game, 0, now) } : null;
    case 'reveal':
      return game.phase === 'question'
        ? {
            update: { phase: 'reveal', deadline: null, paused_left_ms: null, revealed_at: now },
            grade: game.question_index,
          }
        : null;
    case 'next':
      if (game.phase !== 'reveal') return null;
      return game.question_index >= lastIndex(game)
        ? { update: { phase: 'ended', ended_at: now, paused_left_ms: null } }
        : { update: startQuestion(game, game.question_index + 1, now) };
    case 'pause':
      if (paused) return null;
      if (game.phase === 'question')
        return {
          update: { deadline: null, paused_left_ms: Math.max(0, (game.deadline ?? now) - now) },
        };
      if (game.phase === 'reveal' && game.advance === 'auto')
        return { update: { paused_left_ms: Math.max(0, revealEndsAt(game)! - now) } };
      return null;
    case 'resume':
      if (!paused) return null;
      if (game.phase === 'question')
        return { update: { deadline: now + game.paused_left_ms!, paused_left_ms: null } };
      return {
        update: {
          revealed_at: now + game.paused_left_ms! - LIVE_GAME_REVEAL_MS,
          paused_left_ms: null,
        },
      };
    case 'end':
      if (game.phase === 'ended') return null;
      return {
        update: { phase: 'ended', ended_at: now, deadline: null, paused_left_ms: null },
        // A question cut short is graded as it stands: what was answered in time counts.
        grade: game.phase === 'question' ? game.question_index : undefined,
      };
    case 'close':
      return game.phase === 'ended' || game.phase === 'lobby'
        ? { update: { closed_at: now, ended_at: game.ended_at ?? now } }
        : null;
  }
}

/** Writes a move if the game is still at the version it was read at; false when it moved on. */
async function applyMove(
  trx: Trx,
  game: GameRow,
  move: { update: Update; grade?: number },
): Promise<boolean> {
  const written = await trx
    .updateTable('live_games')
    .set({ ...move.update, version: game.version + 1 })
    .where('id', '=', game.id)
    .where('version', '=', game.version)
    .executeTakeFirst();
  if (Number(written.numUpdatedRows) !== 1) return false;
  if (move.grade !== undefined) await gradeQuestion(trx, game, move.grade);
  return true;
}

/** The host's command, at the phase and question their console showed. */
export function commandGame(
  gameId: string,
  command: LiveGameCommand,
  at: { phase: LiveGamePhase; index: number },
) {
  return async (trx: Trx, actor: Actor): Promise<Change> => {
    await lockKey(trx, GAME_LOCK);
    const game = await findGame(trx, gameId);
    if (!game || game.closed_at !== null) throw new AppError('game_not_running');
    if (!isAt(game, at)) throw movedOn();
    const move = commandUpdate(game, command, actor.now);
    if (!move || !(await applyMove(trx, game, move))) throw movedOn();
    return {
      audit: {
        action: `game.${command}`,
        detail: {
          gameId,
          title: { en: game.title_en, hi: game.title_hi },
          index: game.question_index,
        },
      },
      events: [
        { type: 'live-game' },
        ...(move.grade === undefined ? [] : [{ type: 'counters' as const }]),
      ],
    };
  };
}

/** The move the clock makes now, if one is due: the reveal after a deadline, the next after a reveal. */
function dueMove(game: GameRow, now: number): { update: Update; grade?: number } | null {
  if (game.closed_at !== null || game.paused_left_ms !== null || game.advance !== 'auto')
    return null;
  if (game.phase === 'question' && game.deadline !== null) {
    // Answers in flight when the time ran out still arrive within the grace.
    if (now < game.deadline + QUIZ_ANSWER_GRACE_MS) return null;
    return commandUpdate(game, 'reveal', now);
  }
  if (game.phase === 'reveal' && now >= revealEndsAt(game)!)
    return commandUpdate(game, 'next', now);
  return null;
}

/** When the clock's next move is due for this game; null when none is (the host moves it). */
export function nextMoveAt(game: GameRow): number | null {
  if (game.closed_at !== null || game.paused_left_ms !== null || game.advance !== 'auto')
    return null;
  if (game.phase === 'question' && game.deadline !== null)
    return game.deadline + QUIZ_ANSWER_GRACE_MS;
  if (game.phase === 'reveal') return revealEndsAt(game);
  return null;
}

/**
 * Makes the clock's move if it is due and no one made it first. Answers whether it moved the game
 * and whether it graded a question (the counters moved).
 */
export async function moveByClock(
  db: Db,
  gameId: string,
  now: number,
): Promise<{ moved: boolean; graded: boolean }> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, GAME_LOCK);
    const game = await findGame(trx, gameId);
    const move = game ? dueMove(game, now) : null;
    if (!game || !move) return { moved: false, graded: false };
    const moved = await applyMove(trx, game, move);
    return { moved, graded: moved && move.grade !== undefined };
  });
}
