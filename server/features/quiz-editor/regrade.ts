// Regrading a quiz's finished plays by today's answer keys, after an organiser corrected one. A play
// keeps the questions it was served; a regrade moves each served question's key to the option the
// quiz now marks correct, when the quiz's question under that id is still the same question (the
// same text and options as the play's copy; otherwise the play's answer stays as graded), scores
// the play again and moves its team's points by the difference (regrade-plays.ts).
//
// Ten thousand plays are too many for one transaction: on SQLite it would hold the one writer, and
// every answer arriving meanwhile would wait for it. So the plays are read first, a page at a time
// outside any transaction, and those holding another key are then changed in batches, each its own
// short transaction that reads its plays again, changes them and their teams' points together and
// brings the regrade's audit entry up to date. Whatever committed is consistent, and a play already
// holding today's keys is left alone, so a regrade cut short is finished by running it again. The
// batches take the plays in the order of their ids' characters, which neither the database's
// collation nor where the rows lie in its table changes: a play corrected between batches is taken
// as it is when its own batch comes, and counted once, by the batch that changed it.
// Plays still in progress keep the key they were served; one that finishes during the regrade is
// taken in at its end, and a later regrade takes in the rest.
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import type { RegradeReport } from '../../../common/quiz-editor-api.js';
import { keepAudit } from '../../audit/audit-log.js';
import type { Actor } from '../../changes/change.js';
import { isPostgres, withKeyHeld, type Db, type Trx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { moveTeamCounters } from '../../team-counters.js';
import { findQuiz, readQuestions } from '../quiz/quizzes.js';
import {
  answerKeysOf,
  regradePlay,
  REGRADE_COLUMNS,
  RegradeTally,
  type AnswerKeys,
  type PlayChange,
  type RegradePlay,
} from './regrade-plays.js';

/** Plays read at once while looking for those to change: a few milliseconds of the database. */
const PLAYS_PER_PAGE = 500;
/** Plays changed in one transaction: short enough that answers waiting behind it barely notice. */
export const PLAYS_PER_BATCH = 200;

type Options = { dryRun: boolean; actor: Actor; teamLabel: (team: string) => string };

/** What every batch of one regrade shares: the keys it applies, and its audit entry. */
type BatchContext = { keys: AnswerKeys; auditId: string; actor: Actor };

/** What a look through the plays found. */
type Scan = {
  /** Finished plays holding another key than today's, to change. */
  due: string[];
  /** Plays in progress holding another key: they finish by the key they were served. */
  running: string[];
  /** What changing the due plays would do. */
  tally: RegradeTally;
};

/** The order plays are regraded in: by their ids' characters, the same on every database. */
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The plays with these ids (those still there), in the ids' order, read a page at a time between
 * other requests. By their ids alone: with the quiz as well, SQLite may walk the quiz's whole index
 * for each page. PostgreSQL returns a page in the order it finds the rows in its table, so the
 * page is put in order here.
 */
async function* playsByIds(db: Db, ids: string[]) {
  for (let from = 0; from < ids.length; from += PLAYS_PER_PAGE) {
    await nextTurn();
    const page = await db
      .selectFrom('quiz_attempts')
      .select(REGRADE_COLUMNS)
      .where('id', 'in', ids.slice(from, from + PLAYS_PER_PAGE))
      .execute();
    yield* page.sort(byId);
  }
}

async function scanPlays(db: Db, keys: AnswerKeys, ids: string[]): Promise<Scan> {
  const scan: Scan = { due: [], running: [], tally: new RegradeTally() };
  for await (const play of playsByIds(db, ids)) {
    const change = regradePlay(play, keys);
    if (!change) continue;
    if (play.status === 'in-progress') {
      scan.running.push(play.id);
      continue;
    }
    scan.due.push(play.id);
    scan.tally.add(change);
  }
  return scan;
}

/** The plays' regraded questions and scores, in one statement. */
async function savePlays(trx: Trx, changes: PlayChange[]): Promise<void> {
  const byId = (value: (change: PlayChange) => string | number) =>
    sql<string>`case id ${sql.join(
      changes.map((change) => sql`when ${change.id} then ${value(change)}`),
      sql` `,
    )} end`;
  await trx
    .updateTable('quiz_attempts')
    .set({
      questions: byId((change) => change.questions),
      // PostgreSQL reads the parameters of a case as text.
      score: sql<number>`cast(${byId((change) => change.score)} as integer)`,
    })
    .where(
      'id',
      'in',
      changes.map((change) => change.id),
    )
    .execute();
}

/**
 * Regrades these finished plays in one transaction, reading them again (locked, on PostgreSQL),
 * so a play corrected or voided since it was read is regraded as it is now, or not at all. Moves
 * their teams' points and writes the regrade's audit entry as `committed` plus this batch.
 */
async function regradeBatch(
  db: Db,
  quizId: string,
  ids: string[],
  { keys, committed, auditId, actor }: BatchContext & { committed: RegradeTally },
): Promise<RegradeTally> {
  return db.transaction().execute(async (trx) => {
    const plays: RegradePlay[] = await trx
      .selectFrom('quiz_attempts')
      .select(REGRADE_COLUMNS)
      .where('id', 'in', ids)
      .$if(isPostgres(trx), (query) => query.forUpdate())
      .execute();
    const batch = new RegradeTally();
    const changes: PlayChange[] = [];
    for (const play of plays) {
      // Finished is final: the ids were of finished plays, and this holds whatever happened since.
      if (play.status !== 'completed') continue;
      const change = regradePlay(play, keys);
      if (!change) continue;
      changes.push(change);
      batch.add(change);
    }
    if (changes.length === 0) return batch;
    await savePlays(trx, changes);
    await moveTeamCounters(
      trx,
      batch.teamChanges().map(({ team, points }) => ({ team, registrations: 0, points })),
    );
    const detail = committed.plus(batch).auditDetail(quizId);
    await keepAudit(trx, auditId, actor, { action: 'quiz.regrade', detail });
    return batch;
  });
}

/** Regrades the plays batch by batch, letting other requests run between batches. */
async function regradeInBatches(
  db: Db,
  quizId: string,
  ids: string[],
  context: BatchContext,
  committed: RegradeTally,
): Promise<RegradeTally> {
  let done = committed;
  for (let from = 0; from < ids.length; from += PLAYS_PER_BATCH) {
    const batch = ids.slice(from, from + PLAYS_PER_BATCH);
    done = done.plus(await regradeBatch(db, quizId, batch, { ...context, committed: done }));
    await nextTurn();
  }
  return done;
}

/**
 * The plays that were in progress holding another key: those finished since are regraded (a play
 * regraded already, by another regrade, is left alone), until a look finds none newly finished.
 * Returns the tally with theirs, and how many are still in progress.
 */
async function regradeFinishedMeanwhile(
  db: Db,
  quizId: string,
  running: string[],
  context: BatchContext,
  committed: RegradeTally,
): Promise<{ done: RegradeTally; stillRunning: number }> {
  let done = committed;
  let waiting = running;
  while (waiting.length > 0) {
    const { due, running: still } = await scanPlays(db, context.keys, waiting);
    waiting = still;
    if (due.length === 0) break;
    done = await regradeInBatches(db, quizId, due, context, done);
  }
  return { done, stillRunning: waiting.length };
}

/**
 * Regrades a quiz's finished plays (a dry run changes nothing and says what the regrade would do).
 * One regrade of a quiz runs at a time, on every instance; the next waits for it and finds what is
 * left. Answer-key edits may go on meanwhile: the regrade applies the keys it read at its start.
 */
export async function regradeQuiz(
  db: Db,
  quizId: string,
  { dryRun, actor, teamLabel }: Options,
): Promise<RegradeReport> {
  return withKeyHeld(db, `regrade:${quizId}`, async (held) => {
    if (!(await findQuiz(held, quizId))) throw new AppError('not_found');
    const questions = await readQuestions(held, quizId);
    const keys = answerKeysOf(questions);
    // In one fixed order: which plays share a batch never depends on how the rows are stored,
    // nor on the database's collation (en_US.UTF-8 passes over hyphens).
    const plays = await held
      .selectFrom('quiz_attempts')
      .select('id')
      .where('quiz_id', '=', quizId)
      .execute();
    const scan = await scanPlays(
      held,
      keys,
      plays.sort(byId).map((play) => play.id),
    );
    const describe = { questions, teamLabel };
    if (dryRun) return scan.tally.report(true, scan.running.length, describe);

    const context: BatchContext = { keys, auditId: randomUUID(), actor };
    const applied = await regradeInBatches(held, quizId, scan.due, context, new RegradeTally());
    const { done, stillRunning } = await regradeFinishedMeanwhile(
      held,
      quizId,
      scan.running,
      context,
      applied,
    );
    return done.report(false, stillRunning, describe);
  });
}
