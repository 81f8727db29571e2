// Team points for taking part: each send that reaches the hall is worth the activity's points, up to
// its cap per person, so a person's points in an activity are always min(cap, sends × points). A send
// that is hidden or deleted later gives its share back. The counters move in the same transaction.
import { isPostgres, type Db, type Trx } from '../../db/database.js';
import { moveTeamCounters } from '../../team-counters.js';
import type { ActivityRow } from './activity-rows.js';

const pointsFor = (activity: Pick<ActivityRow, 'points' | 'points_cap'>, sends: number) =>
  Math.min(activity.points_cap, Math.max(0, sends) * activity.points);

/**
 * Adds `delta` (±1) to the person's sends that reached the hall in this activity and moves their
 * team's points by what that changes. Their row keeps the team it first counted for; a correction
 * moves it (server/features/people/corrections.ts). Answers the person's points here now.
 */
export async function countSends(
  trx: Trx,
  activity: Pick<ActivityRow, 'id' | 'points' | 'points_cap'>,
  userId: string,
  team: string,
  delta: number,
): Promise<number> {
  if (activity.points === 0 || activity.points_cap === 0) return 0;
  await trx
    .insertInto('engage_points')
    .values({ activity_id: activity.id, user_id: userId, team, sends: 0, points: 0 })
    .onConflict((oc) => oc.columns(['activity_id', 'user_id']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('engage_points')
    .select(['team', 'sends', 'points'])
    .where('activity_id', '=', activity.id)
    .where('user_id', '=', userId)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  const sends = Math.max(0, row.sends + delta);
  const points = pointsFor(activity, sends);
  await trx
    .updateTable('engage_points')
    .set({ sends, points })
    .where('activity_id', '=', activity.id)
    .where('user_id', '=', userId)
    .execute();
  await moveTeamCounters(trx, [{ team: row.team, registrations: 0, points: points - row.points }]);
  return points;
}

/** The points a person's sends earned in one activity. */
export async function pointsOf(db: Db | Trx, activityId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('engage_points')
    .select('points')
    .where('activity_id', '=', activityId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.points ?? 0;
}
