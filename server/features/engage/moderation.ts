// A moderator's actions, each a change the one pipeline runs (audited, the hall told at once): a
// question approved, answered, pinned, unpinned or hidden; one person's cloud word approved or
// hidden; the organisers' own filter words replaced. What reaches the hall counts its sender's send
// (team points for taking part); what leaves it gives the send back.
import { cloudWord, type ModerationQuestion, type ModerationWord } from '../../../common/engage.js';
import type {
  FilterWordsInput,
  QUESTION_ACTIONS,
  WordActionInput,
} from '../../../common/engage-input.js';
import type { Actor, Change } from '../../changes/change.js';
import { isPostgres, type Trx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { findActivity, teamNow, type ActivityRow } from './activity-rows.js';
import { countSends } from './engage-points.js';
import { moderationQuestions, moderationWords } from './moderation-views.js';
import { isShown, lockQuestion, type QuestionRow } from './questions.js';

type QuestionAction = (typeof QUESTION_ACTIONS)[number];

/** The question's status and pin after an action. */
function questionAfter(
  question: Pick<QuestionRow, 'status' | 'pinned'>,
  action: QuestionAction,
): Pick<QuestionRow, 'status' | 'pinned'> {
  switch (action) {
    case 'approve':
      // An answered question stays answered: approving it again changes nothing.
      return { ...question, status: question.status === 'answered' ? 'answered' : 'approved' };
    case 'answer':
      return { ...question, status: 'answered' };
    case 'pin':
      return { ...question, pinned: 1 };
    case 'unpin':
      return { ...question, pinned: 0 };
    case 'hide':
      return { status: 'hidden', pinned: 0 };
  }
}

/**
 * Counts the send of something that reached the hall (+1) or gives it back (-1): for the sender's
 * team now, or, once they are no longer registered, nothing more is counted for them.
 */
async function moveSend(
  trx: Trx,
  activity: ActivityRow,
  sent: { user_id: string; team: string },
  delta: 1 | -1,
): Promise<void> {
  const team = await teamNow(trx, sent.user_id);
  if (delta > 0 && team === null) return;
  await countSends(trx, activity, sent.user_id, team ?? sent.team, delta);
}

const titleOf = (activity: ActivityRow) => ({ en: activity.title_en, hi: activity.title_hi });

/** A moderator's action on a question (any activity, running or ended). */
export function moderateQuestion(id: string, action: QuestionAction) {
  return async (trx: Trx, actor: Actor): Promise<Change<ModerationQuestion>> => {
    const question = await lockQuestion(trx, id);
    const activity = await findActivity(trx, question.activity_id);
    const after = questionAfter(question, action);
    const shownBefore = isShown(question.status);
    if (shownBefore !== isShown(after.status))
      await moveSend(trx, activity, question, shownBefore ? -1 : 1);
    await trx
      .updateTable('engage_questions')
      .set({ ...after, moderated_at: actor.now, moderated_by: actor.phone })
      .where('id', '=', question.id)
      .execute();
    const [result] = await moderationQuestions(trx, { id: question.id });
    return {
      audit: {
        action: `engage.question.${action}`,
        detail: {
          activityId: activity.id,
          title: titleOf(activity),
          questionId: question.id,
          text: question.text,
          flagged: question.flagged === 1,
          before: { status: question.status, pinned: question.pinned === 1 },
          after: { status: after.status, pinned: after.pinned === 1 },
        },
      },
      events: [
        { type: 'engage' },
        { type: 'counters' },
        { type: 'engage-mine', uid: question.user_id },
      ],
      result: result!,
    };
  };
}

/** A moderator shows one person's cloud word (held or hidden before), or hides it. */
export function moderateWord(activityId: string, input: WordActionInput) {
  return async (trx: Trx): Promise<Change<ModerationWord>> => {
    const activity = await findActivity(trx, activityId);
    if (activity.kind !== 'cloud') throw new AppError('not_found');
    const key = { activity_id: activity.id, user_id: input.userId, word: cloudWord(input.word) };
    const word = await trx
      .selectFrom('engage_words')
      .selectAll()
      .where('activity_id', '=', key.activity_id)
      .where('user_id', '=', key.user_id)
      .where('word', '=', key.word)
      .$if(isPostgres(trx), (query) => query.forUpdate())
      .executeTakeFirst();
    if (!word) throw new AppError('not_found');
    const status = input.action === 'approve' ? 'shown' : 'hidden';
    const shownBefore = word.status === 'shown';
    if (shownBefore !== (status === 'shown'))
      await moveSend(trx, activity, word, shownBefore ? -1 : 1);
    await trx
      .updateTable('engage_words')
      .set({ status })
      .where('activity_id', '=', key.activity_id)
      .where('user_id', '=', key.user_id)
      .where('word', '=', key.word)
      .execute();
    const [result] = await moderationWords(trx, {
      activityId: activity.id,
      userId: key.user_id,
      word: key.word,
    });
    return {
      audit: {
        action: `engage.word.${input.action}`,
        detail: {
          activityId: activity.id,
          title: titleOf(activity),
          uid: word.user_id,
          word: word.typed,
          before: { status: word.status },
          after: { status },
        },
      },
      events: [
        { type: 'engage' },
        { type: 'counters' },
        { type: 'engage-mine', uid: word.user_id },
      ],
      result: result!,
    };
  };
}

/** The organisers' own filter words, replaced by this list (each in the form the cloud counts). */
export function replaceFilterWords(input: FilterWordsInput) {
  return async (trx: Trx, actor: Actor): Promise<Change<{ words: string[] }>> => {
    const before = (
      await trx.selectFrom('engage_filter_words').select('word').orderBy('word').execute()
    ).map((row) => row.word);
    const words = [...new Set(input.words.map(cloudWord).filter(Boolean))].sort();
    const kept = new Set(before);
    const added = words.filter((word) => !kept.has(word));
    const removed = before.filter((word) => !words.includes(word));
    if (removed.length > 0)
      await trx.deleteFrom('engage_filter_words').where('word', 'in', removed).execute();
    if (added.length > 0)
      await trx
        .insertInto('engage_filter_words')
        .values(added.map((word) => ({ word, added_by: actor.phone, added_at: actor.now })))
        .execute();
    return {
      audit: {
        action: 'engage.filter',
        detail: {
          before,
          after: words,
          added: added.length,
          removed: removed.length,
        },
      },
      events: [{ type: 'engage-filter' }],
      result: { words },
    };
  };
}
