// A player in the live game: joining (once; a reload or a second phone of theirs finds them in),
// answering the current question once, within its seconds and the network's grace, for the team
// they belong to as they answer, and what they have earned so far. The answer is graded at the
// reveal, so no reply before it says whether it was right.
import type { LiveGameMe } from '../../../common/live-game.js';
import type { LiveGameAnswerInput } from '../../../common/live-game-input.js';
import { QUIZ_ANSWER_GRACE_MS } from '../../../common/quiz.js';
import { isPostgres, isUniqueViolation, lockKey, type Db, type Trx } from '../../db/database.js';
import { compileOnce } from '../../db/compiled-query.js';
import { AppError } from '../../errors.js';
import { findRunningGame, questionsFor, type GameRow } from './game-rows.js';

type Player = { userId: string; now: number };

async function completeTeam(db: Db | Trx, userId: string): Promise<string> {
  const profile = await db
    .selectFrom('profiles')
    .select(['team', 'profile_complete'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (profile?.profile_complete !== 1) throw new AppError('profile_required');
  return profile.team;
}

/** A person's own place in the game: joined or not, their points, their answer to the question up. */
export async function readMe(db: Db | Trx, game: GameRow, userId: string): Promise<LiveGameMe> {
  const player = await db
    .selectFrom('live_game_players')
    .select('joined_at')
    .where('game_id', '=', game.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const profile = await db
    .selectFrom('profiles')
    .select('team')
    .where('user_id', '=', userId)
    .where('profile_complete', '=', 1)
    .executeTakeFirst();
  const answers = await db
    .selectFrom('live_game_answers')
    .select(['question_index', 'choice', 'correct'])
    .where('game_id', '=', game.id)
    .where('user_id', '=', userId)
    .execute();
  const current = game.phase === 'question' || game.phase === 'reveal' ? game.question_index : -1;
  return {
    joined: player !== undefined,
    team: profile?.team ?? null,
    points: answers.reduce((sum, answer) => sum + answer.correct, 0),
    answer: answers.find((answer) => answer.question_index === current)?.choice ?? null,
    canAnswer:
      player !== undefined &&
      game.phase === 'question' &&
      player.joined_at <= (game.question_started_at ?? 0),
  };
}

/** Joins the running game (again is fine). */
export async function joinGame(db: Db, { userId, now }: Player): Promise<GameRow> {
  return db.transaction().execute(async (trx) => {
    const game = await findRunningGame(trx);
    if (!game || game.phase === 'ended') throw new AppError('game_not_running');
    const team = await completeTeam(trx, userId);
    await trx
      .insertInto('live_game_players')
      .values({ game_id: game.id, user_id: userId, team, joined_at: now })
      .onConflict((oc) => oc.columns(['game_id', 'user_id']).doNothing())
      .execute();
    return game;
  });
}

/** The game row an answer is checked against, held against a reveal until the answer is in. */
const heldGame = compileOnce((db, values: { gameId: string }) =>
  db
    .selectFrom('live_games')
    .select([
      'id',
      'phase',
      'question_index',
      'question_started_at',
      'deadline',
      'paused_left_ms',
      'closed_at',
      'version',
    ])
    .where('id', '=', values.gameId)
    // A reveal writes this row before it grades: an answer holding it is graded, one after is refused.
    .$if(isPostgres(db), (query) => query.forShare()),
);

type Answerer = { gameId: string; userId: string; index: number };

/**
 * What an answer is checked against about the person, in one read: their profile's team, when
 * they joined the game, their answer to this question if one is in, and the points of the
 * questions revealed so far (the answer about to be written has none until its reveal).
 */
const answererFacts = compileOnce((db, values: Answerer) =>
  db
    .selectFrom('profiles as profile')
    .leftJoin('live_game_players as player', (join) =>
      join.onRef('player.user_id', '=', 'profile.user_id').on('player.game_id', '=', values.gameId),
    )
    .select((eb) => [
      'profile.team',
      'profile.profile_complete',
      'player.joined_at',
      eb
        .selectFrom('live_game_answers')
        .select('choice')
        .where('game_id', '=', values.gameId)
        .where('user_id', '=', values.userId)
        .where('question_index', '=', values.index)
        .as('earlier'),
      eb
        .selectFrom('live_game_answers')
        .select((sum) => sum.fn.sum<number>('correct').as('points'))
        .where('game_id', '=', values.gameId)
        .where('user_id', '=', values.userId)
        .as('points'),
    ])
    .where('profile.user_id', '=', values.userId),
);

type NewAnswer = Answerer & { choice: number; team: string; answeredMs: number };

const insertAnswer = compileOnce((db, values: NewAnswer) =>
  db.insertInto('live_game_answers').values({
    game_id: values.gameId,
    user_id: values.userId,
    question_index: values.index,
    choice: values.choice,
    team: values.team,
    answered_ms: values.answeredMs,
  }),
);

/** A player's place once their answer is in. */
const lockedIn = (team: string, points: number | string | null, choice: number): LiveGameMe => ({
  joined: true,
  team,
  points: Number(points ?? 0),
  answer: choice,
  canAnswer: true,
});

type HeldGame = Awaited<ReturnType<typeof heldGame>>['rows'][number];

/**
 * Locks in one answer inside `trx`, checking it against the game as `trx` holds it (read once per
 * transaction into `games`).
 */
async function lockInAnswer(
  trx: Trx,
  games: Map<string, HeldGame | undefined>,
  input: LiveGameAnswerInput,
  { userId, now }: Player,
): Promise<LiveGameMe> {
  if (!games.has(input.gameId))
    games.set(input.gameId, (await heldGame(trx, { gameId: input.gameId })).rows[0]);
  const game = games.get(input.gameId);
  if (!game || game.closed_at !== null) throw new AppError('game_not_running');
  const answerer = { gameId: game.id, userId, index: input.index };
  // The team they are in as they answer, read under the person's lock a correction takes: a
  // correction moving them either comes first or moves this answer with them.
  await lockKey(trx, `profile:${userId}`);
  const facts = (await answererFacts(trx, answerer)).rows[0];
  const team = facts?.profile_complete === 1 ? facts.team : null;
  const earlier = facts?.earlier ?? null;
  if (earlier !== null) {
    if (earlier !== input.option) throw new AppError('game_answered');
    if (team === null) throw new AppError('profile_required');
    return lockedIn(team, facts!.points, earlier);
  }
  if (game.phase !== 'question' || game.question_index !== input.index)
    throw new AppError('game_question_closed');
  if (game.deadline !== null && now > game.deadline + QUIZ_ANSWER_GRACE_MS)
    throw new AppError('game_question_closed');
  const question = (await questionsFor(trx, game))[input.index];
  if (
    !question ||
    !Number.isInteger(input.option) ||
    input.option < 0 ||
    input.option >= question.options.length
  )
    throw new AppError('invalid_answer');
  const joinedAt = facts?.joined_at ?? null;
  if (joinedAt === null) throw new AppError('game_not_joined');
  if (joinedAt > game.question_started_at!) throw new AppError('game_joined_late');
  if (team === null) throw new AppError('profile_required');
  await insertAnswer(trx, {
    ...answerer,
    choice: input.option,
    team,
    answeredMs: Math.max(0, now - game.question_started_at!),
  });
  return lockedIn(team, facts!.points, input.option);
}

/**
 * Locks in an answer to the current question. The same answer again (a retry whose reply was lost)
 * answers as the first did; a different one is refused, as is one past the question's time.
 */
async function answerGame(db: Db, input: LiveGameAnswerInput, player: Player): Promise<LiveGameMe> {
  try {
    return await db.transaction().execute((trx) => lockInAnswer(trx, new Map(), input, player));
  } catch (error) {
    // Two copies of one answer at once: the second finds the first's row.
    if (isUniqueViolation(error)) return answerGame(db, input, player);
    throw error;
  }
}

/** An answer waiting to be written with others, and what its request is told. */
export type QueuedAnswer = {
  input: LiveGameAnswerInput;
  player: Player;
  settle: (outcome: { me: LiveGameMe } | { error: unknown }) => void;
};

/**
 * Locks in answers that arrived together in one transaction, one after another as each alone
 * would be: an answer refused (late, a second choice, not joined) is told so and the others go
 * on. On PostgreSQL the people's locks are taken in one order (a person's own answers in the order
 * they came), so two batches, on one instance or two, never wait on each other in a circle. Should
 * the transaction fail (two copies of one answer in two batches at once), each answer is locked in
 * alone.
 */
export async function answerTogether(db: Db, queued: QueuedAnswer[]): Promise<void> {
  const ordered = [...queued].sort((a, b) => a.player.userId.localeCompare(b.player.userId));
  let outcomes: ({ me: LiveGameMe } | { error: unknown })[];
  try {
    outcomes = await db.transaction().execute(async (trx) => {
      const games = new Map<string, HeldGame | undefined>();
      const done: ({ me: LiveGameMe } | { error: unknown })[] = [];
      for (const { input, player } of ordered) {
        try {
          done.push({ me: await lockInAnswer(trx, games, input, player) });
        } catch (error) {
          // A refusal writes nothing; anything else fails the transaction.
          if (!(error instanceof AppError)) throw error;
          done.push({ error });
        }
      }
      return done;
    });
  } catch {
    // One after another, as they would have come: all at once would queue for the pool's
    // connections.
    for (const { input, player, settle } of ordered) {
      await answerGame(db, input, player).then(
        (me) => settle({ me }),
        (error: unknown) => settle({ error }),
      );
    }
    return;
  }
  ordered.forEach((answer, at) => answer.settle(outcomes[at]!));
}
