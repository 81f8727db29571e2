// Team points for taking part: each send that reaches the hall is worth the activity's points, up to
// its cap per person, so a person's points in an activity are always min(cap, sends × points). A send
// that is hidden or deleted later gives its share back. The counters move in the same transaction.
import { sql } from 'kysely';
import { compileOnce } from '../../db/compiled-query.js';
import type { Db, Trx } from '../../db/database.js';
import { moveTeamCounters } from '../../team-counters.js';
import type { ActivityRow } from './activity-rows.js';

const pointsFor = (activity: Pick<ActivityRow, 'points' | 'points_cap'>, sends: number) =>
  Math.min(activity.points_cap, Math.max(0, sends) * activity.points);

type Sends = { activityId: string; userId: string; points: number; cap: number };

/** The points `sends` earn, in SQL: min(cap, sends × points), on both databases. */
const capped = (sends: string, { points, cap }: Pick<Sends, 'points' | 'cap'>) =>
  sql<number>`case when ${sql.raw(sends)} * ${points} > ${cap} then ${cap} else ${sql.raw(sends)} * ${points} end`;

/**
 * One more send, in one statement: the person's row made (for `team`) or moved on, its team kept;
 * it answers what the row now holds. Compiled once: a whole hall votes within seconds.
 */
const addSend = compileOnce((db, values: Sends & { team: string; first: number }) =>
  db
    .insertInto('engage_points')
    .values({
      activity_id: values.activityId,
      user_id: values.userId,
      team: values.team,
      sends: 1,
      points: values.first,
    })
    .onConflict((oc) =>
      oc.columns(['activity_id', 'user_id']).doUpdateSet({
        sends: sql<number>`engage_points.sends + 1`,
        points: capped('(engage_points.sends + 1)', values),
      }),
    )
    .returning(['team', 'sends', 'points']),
);

/** One send fewer, in one statement, where there is one to take back; it answers the row. */
const takeSend = compileOnce((db, values: Sends) =>
  db
    .updateTable('engage_points')
    .set({ sends: sql<number>`sends - 1`, points: capped('(sends - 1)', values) })
    .where('activity_id', '=', values.activityId)
    .where('user_id', '=', values.userId)
    .where('sends', '>', 0)
    .returning(['team', 'sends', 'points']),
);

/**
 * Adds `delta` (+1 or -1) to the person's sends that reached the hall in this activity and moves
 * their team's points by what that changes. Their row keeps the team it first counted for; a
 * correction moves it (server/features/people/corrections.ts). Answers the person's points here now.
 */
export async function countSends(
  trx: Trx,
  activity: Pick<ActivityRow, 'id' | 'points' | 'points_cap'>,
  userId: string,
  team: string,
  delta: number,
): Promise<number> {
  if (activity.points === 0 || activity.points_cap === 0) return 0;
  const sends = {
    activityId: activity.id,
    userId,
    points: activity.points,
    cap: activity.points_cap,
  };
  const { rows } =
    delta > 0
      ? await addSend(trx, { ...sends, team, first: pointsFor(activity, 1) })
      : await takeSend(trx, sends);
  // Nothing to take back: no row, or none of its sends left.
  const row = rows[0];
  if (!row) return 0;
  // Its points were min(cap, sends × points) before the change as after (the header's rule).
  const before = pointsFor(activity, row.sends - Math.sign(delta));
  await moveTeamCounters(trx, [{ team: row.team, registrations: 0, points: row.points - before }]);
  return row.points;
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
