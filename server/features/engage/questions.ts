// Questions to the stage: a person sends questions to a running Q&A (waiting for a moderator where
// the activity says so, or where the word filter matched), deletes their own, and upvotes the
// hall's. A question's `votes` is kept equal to its rows of upvotes, in the same transaction.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { MySends } from '../../../common/engage.js';
import type { QuestionInput } from '../../../common/engage-input.js';
import { isPostgres, type Db, type Trx } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { findActivity, liveActivity, senderTeam } from './activity-rows.js';
import { countSends } from './engage-points.js';
import { mineIn } from './engage-state.js';
import type { WordFilter } from './word-filter.js';

export type QuestionRow = Selectable<Database['engage_questions']>;
type QuestionStatus = QuestionRow['status'];

/** The person sending, and when. */
type Sender = { userId: string; now: number };

/** What a person's change did: their sends now, and whether something the hall saw went away. */
type SenderChange = { mine: MySends; unshown: boolean };

/** The hall sees approved and answered questions; each of them counted a send. */
export const isShown = (status: QuestionStatus) => status === 'approved' || status === 'answered';

/** A question, its row held until the transaction ends (PostgreSQL; SQLite has one writer). */
export async function lockQuestion(trx: Trx, id: string): Promise<QuestionRow> {
  const row = await trx
    .selectFrom('engage_questions')
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return row;
}

/**
 * A question to a running Q&A, up to the activity's number per person (409 engage_limit). It waits
 * for a moderator where the activity is moderated or the filter matched it; else the hall sees it at
 * once, and it counts a send.
 */
export async function sendQuestion(
  db: Db,
  activityId: string,
  input: QuestionInput,
  sender: Sender & { filter: WordFilter },
): Promise<MySends> {
  return db.transaction().execute(async (trx) => {
    const activity = await liveActivity(trx, activityId, 'qna', sender.now);
    // Under the person's lock: two questions sent at once are counted one after the other.
    const team = await senderTeam(trx, sender.userId);
    const sent = await trx
      .selectFrom('engage_questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('activity_id', '=', activity.id)
      .where('user_id', '=', sender.userId)
      .executeTakeFirstOrThrow();
    if (Number(sent.n) >= activity.per_person) throw new AppError('engage_limit');
    const flagged = sender.filter.matches(input.text);
    const status = flagged || activity.moderated === 1 ? 'pending' : 'approved';
    await trx
      .insertInto('engage_questions')
      .values({
        id: randomUUID(),
        activity_id: activity.id,
        user_id: sender.userId,
        team,
        text: input.text,
        anonymous: input.anonymous ? 1 : 0,
        status,
        flagged: flagged ? 1 : 0,
        pinned: 0,
        votes: 0,
        created_at: sender.now,
        moderated_at: null,
        moderated_by: null,
      })
      .execute();
    if (status === 'approved') await countSends(trx, activity, sender.userId, team, 1);
    return mineIn(trx, sender.userId, activity.id);
  });
}

/** A person deletes their own question (404 for anyone else's), its upvotes and its send with it. */
export async function deleteOwnQuestion(
  db: Db,
  questionId: string,
  sender: Sender,
): Promise<SenderChange> {
  return db.transaction().execute(async (trx) => {
    const question = await lockQuestion(trx, questionId);
    if (question.user_id !== sender.userId) throw new AppError('not_found');
    const activity = await findActivity(trx, question.activity_id);
    await trx.deleteFrom('engage_question_votes').where('question_id', '=', question.id).execute();
    await trx.deleteFrom('engage_questions').where('id', '=', question.id).execute();
    const unshown = isShown(question.status);
    if (unshown) await countSends(trx, activity, sender.userId, question.team, -1);
    return { mine: await mineIn(trx, sender.userId, activity.id), unshown };
  });
}

/**
 * A person's upvote of a question the hall sees in a running Q&A (`up`), or its withdrawal. One
 * per person, by the votes' primary key: a second changes nothing. Their own cannot be upvoted.
 */
export async function voteQuestion(
  db: Db,
  questionId: string,
  up: boolean,
  sender: Sender,
): Promise<MySends> {
  return db.transaction().execute(async (trx) => {
    // The question's row first, then the person's lock, as a moderator's action takes them.
    const question = await lockQuestion(trx, questionId);
    if (!isShown(question.status)) throw new AppError('not_found');
    await liveActivity(trx, question.activity_id, 'qna', sender.now);
    await senderTeam(trx, sender.userId);
    if (question.user_id === sender.userId) throw new AppError('forbidden');
    const vote = { question_id: question.id, user_id: sender.userId };
    const changed = up
      ? (
          await trx
            .insertInto('engage_question_votes')
            .values(vote)
            .onConflict((oc) => oc.columns(['question_id', 'user_id']).doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows
      : (
          await trx
            .deleteFrom('engage_question_votes')
            .where('question_id', '=', vote.question_id)
            .where('user_id', '=', vote.user_id)
            .executeTakeFirst()
        ).numDeletedRows;
    if (Number(changed ?? 0) > 0)
      await trx
        .updateTable('engage_questions')
        .set((eb) => ({ votes: eb('votes', '+', up ? 1 : -1) }))
        .where('id', '=', question.id)
        .execute();
    return mineIn(trx, sender.userId, question.activity_id);
  });
}
