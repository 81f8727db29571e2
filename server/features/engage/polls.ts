// A vote in a poll: one per person, by the primary key, and final. The same choices again (a retry
// whose reply was lost) answer as the first did; other choices are refused. A vote counts for the
// team the person is in as they vote, and earns it the poll's points for taking part.
//
// A whole hall votes within seconds, so a vote is a few statements compiled once: the poll as this
// instance holds it (engage-store.ts) is checked by the vote's own insert, which writes only while
// the stored poll still is that poll, live, and the voter registered; only a vote it refuses reads
// further, to say why.
import { sql } from 'kysely';
import type { MySends } from '../../../common/engage.js';
import type { VoteInput } from '../../../common/engage-input.js';
import { compileOnce } from '../../db/compiled-query.js';
import { lockKey, type Db, type Trx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { type ActivityRow, liveActivity, optionsOf, senderTeam } from './activity-rows.js';
import { countSends, pointsOf } from './engage-points.js';

type Sender = { userId: string; now: number };

/** The choices as one number, one bit per option; null unless they fit the poll. */
function maskOf(choices: number[], poll: ActivityRow): number | null {
  const places = new Set(choices);
  const fits = [...places].every((place) => place < optionsOf(poll).length);
  if (!fits || places.size !== choices.length || (poll.multiple !== 1 && places.size !== 1))
    return null;
  let mask = 0;
  for (const place of places) mask |= 1 << place;
  return mask;
}

function refusedUnless(mask: number | null): number {
  if (mask === null) throw new AppError('bad_request');
  return mask;
}

/**
 * Inserts the vote for the voter's team now, if the poll is stored as `poll` says (its options,
 * whether it takes several, its points) and live at `now`, and the voter is registered; answers
 * the team, or nothing when it did not insert (voted before, or any of those not so).
 */
const castVote = compileOnce(
  (
    db,
    values: {
      activityId: string;
      options: string;
      multiple: number;
      points: number;
      pointsCap: number;
      userId: string;
      choices: number;
      now: number;
    },
  ) =>
    db
      .insertInto('engage_votes')
      .columns(['activity_id', 'user_id', 'team', 'choices', 'voted_at'])
      .expression((eb) =>
        eb
          .selectFrom('engage_activities')
          .innerJoin('profiles', (join) => join.on('profiles.user_id', '=', values.userId))
          .select([
            'engage_activities.id',
            'profiles.user_id',
            'profiles.team',
            // Typed, as PostgreSQL does not take a bare parameter's type from the column.
            sql<number>`cast(${values.choices} as integer)`.as('choices'),
            sql<number>`cast(${values.now} as bigint)`.as('voted_at'),
          ])
          .where('engage_activities.id', '=', values.activityId)
          .where('engage_activities.kind', '=', 'poll')
          .where('engage_activities.options', '=', values.options)
          .where('engage_activities.multiple', '=', values.multiple)
          .where('engage_activities.points', '=', values.points)
          .where('engage_activities.points_cap', '=', values.pointsCap)
          .where('engage_activities.starts_at', '<=', values.now)
          .where((where) =>
            where.or([
              where('engage_activities.ends_at', 'is', null),
              where('engage_activities.ends_at', '>', values.now),
            ]),
          )
          .where('profiles.profile_complete', '=', 1),
      )
      .onConflict((oc) => oc.columns(['activity_id', 'user_id']).doNothing())
      .returning('team'),
);

/** Casts the vote as `poll` says the poll is; the team it counted for, or null when it did not. */
async function cast(
  trx: Trx,
  poll: ActivityRow,
  mask: number,
  { userId, now }: Sender,
): Promise<string | null> {
  const { rows } = await castVote(trx, {
    activityId: poll.id,
    options: poll.options ?? '',
    multiple: poll.multiple,
    points: poll.points,
    pointsCap: poll.points_cap,
    userId,
    choices: mask,
    now,
  });
  return rows[0]?.team ?? null;
}

/**
 * Votes in the poll `activityId`; `held` is the poll as this instance last read it, if it holds
 * it (a moment old at most: what it says is checked as the vote is written).
 */
export async function vote(
  db: Db,
  activityId: string,
  input: VoteInput,
  sender: Sender,
  held?: ActivityRow,
): Promise<MySends> {
  const { userId, now } = sender;
  // The reply is made from what the vote wrote: a hall voting at once reads nothing more.
  const points = await db.transaction().execute(async (trx) => {
    // The voter's team is read under their lock (teamNow), so a correction moving them waits.
    await lockKey(trx, `profile:${userId}`);
    let poll = held?.kind === 'poll' ? held : undefined;
    const heldMask = poll ? maskOf(input.choices, poll) : null;
    let team = poll && heldMask !== null ? await cast(trx, poll, heldMask, sender) : null;
    if (team === null || !poll) {
      // Not cast as held: the poll as stored says why (not found, not live, other options), or
      // it changed a moment ago and the vote is cast as it is now.
      poll = await liveActivity(trx, activityId, 'poll', now);
      team = await cast(trx, poll, refusedUnless(maskOf(input.choices, poll)), sender);
    }
    if (team !== null) return countSends(trx, poll, userId, team, 1);
    // Not cast as the poll is stored: the voter is not registered, or voted before.
    await senderTeam(trx, userId);
    const earlier = await trx
      .selectFrom('engage_votes')
      .select('choices')
      .where('activity_id', '=', poll.id)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (earlier.choices !== maskOf(input.choices, poll)) throw new AppError('engage_voted');
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
