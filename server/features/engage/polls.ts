// A vote in a poll: one per person, by the primary key, and final. The same choices again (a retry
// whose reply was lost) answer as the first did; other choices are refused. A vote counts for the
// team the person is in as they vote, and earns it the poll's points for taking part.
import type { MySends } from '../../../common/engage.js';
import type { VoteInput } from '../../../common/engage-input.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { liveActivity, optionsOf, senderTeam } from './activity-rows.js';
import { countSends, pointsOf } from './engage-points.js';

type Sender = { userId: string; now: number };

/** The choices as one number, one bit per option; refused unless they fit the poll. */
function maskOf(choices: number[], optionCount: number, multiple: boolean): number {
  const places = new Set(choices);
  const fits = [...places].every((place) => place < optionCount);
  if (!fits || places.size !== choices.length || (!multiple && places.size !== 1))
    throw new AppError('bad_request');
  let mask = 0;
  for (const place of places) mask |= 1 << place;
  return mask;
}

export async function vote(
  db: Db,
  activityId: string,
  input: VoteInput,
  { userId, now }: Sender,
): Promise<MySends> {
  // The reply is made from what the vote wrote: a hall voting at once reads nothing more.
  const points = await db.transaction().execute(async (trx) => {
    const poll = await liveActivity(trx, activityId, 'poll', now);
    const mask = maskOf(input.choices, optionsOf(poll).length, poll.multiple === 1);
    const team = await senderTeam(trx, userId);
    const inserted = await trx
      .insertInto('engage_votes')
      .values({ activity_id: poll.id, user_id: userId, team, choices: mask, voted_at: now })
      .onConflict((oc) => oc.columns(['activity_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1)
      return countSends(trx, poll, userId, team, 1);
    const earlier = await trx
      .selectFrom('engage_votes')
      .select('choices')
      .where('activity_id', '=', poll.id)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (earlier.choices !== mask) throw new AppError('engage_voted');
    return pointsOf(trx, poll.id, userId);
  });
  return {
    activityId,
    votes: [...new Set(input.choices)].sort((a, b) => a - b),
    words: [],
    questions: [],
    upvoted: [],
    photos: [],
    points,
  };
}
