// Words sent to a word cloud: up to the activity's number per person, each counted in one form for
// every case and spacing of it (cloudWord), so a person sending a word again changes nothing. A word
// the filter matches is held for a moderator and reaches no screen before one approves it.
import { cloudWord, type MySends } from '../../../common/engage.js';
import type { WordsInput } from '../../../common/engage-input.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { findActivity, liveActivity, senderTeam } from './activity-rows.js';
import { countSends } from './engage-points.js';
import { mineIn } from './engage-state.js';
import type { WordFilter } from './word-filter.js';

type Sender = { userId: string; now: number };

/** Sends the words; all of them or, over the person's number, none (409 engage_limit). */
export async function sendWords(
  db: Db,
  activityId: string,
  input: WordsInput,
  filter: WordFilter,
  { userId, now }: Sender,
): Promise<MySends> {
  await db.transaction().execute(async (trx) => {
    const cloud = await liveActivity(trx, activityId, 'cloud', now);
    const team = await senderTeam(trx, userId);
    const sent = await trx
      .selectFrom('engage_words')
      .select(['word', 'status'])
      .where('activity_id', '=', cloud.id)
      .where('user_id', '=', userId)
      .execute();
    const known = new Set(sent.map((row) => row.word));
    const fresh = new Map<string, string>();
    for (const typed of input.words) {
      const word = cloudWord(typed);
      if (!known.has(word) && !fresh.has(word)) fresh.set(word, typed.trim().replace(/\s+/g, ' '));
    }
    // A word a moderator hid still counts against the number: sending it again is not a way round.
    if (sent.length + fresh.size > cloud.per_person) throw new AppError('engage_limit');
    for (const [word, typed] of fresh) {
      const status = filter.matches(typed) ? 'held' : 'shown';
      await trx
        .insertInto('engage_words')
        .values({ activity_id: cloud.id, user_id: userId, word, typed, team, status, sent_at: now })
        .execute();
      if (status === 'shown') await countSends(trx, cloud, userId, team, 1);
    }
  });
  return mineIn(db, userId, activityId);
}

/**
 * Takes back one of the person's own words, while the cloud runs or after, as their questions and
 * photos can be; its points go with it.
 */
export async function deleteWord(
  db: Db,
  activityId: string,
  word: string,
  { userId }: Sender,
): Promise<{ mine: MySends; wasShown: boolean }> {
  const wasShown = await db.transaction().execute(async (trx) => {
    const cloud = await findActivity(trx, activityId);
    if (cloud.kind !== 'cloud') throw new AppError('not_found');
    const sent = trx
      .selectFrom('engage_words')
      .where('activity_id', '=', cloud.id)
      .where('user_id', '=', userId)
      .where('word', '=', cloudWord(word));
    const row = await sent.select(['status', 'team']).executeTakeFirst();
    if (!row) throw new AppError('not_found');
    await trx
      .deleteFrom('engage_words')
      .where('activity_id', '=', cloud.id)
      .where('user_id', '=', userId)
      .where('word', '=', cloudWord(word))
      .execute();
    if (row.status === 'shown') await countSends(trx, cloud, userId, row.team, -1);
    return row.status === 'shown';
  });
  return { mine: await mineIn(db, userId, activityId), wasShown };
}
