// Organisers prepare activities and run them: now or at a time, until they end them or by a time.
// Each change returns its audit entry and the `engage` event for the change pipeline. An activity
// people have sent to keeps its kind, options and points (what they sent was to those), and is
// ended rather than deleted.
import { randomUUID } from 'node:crypto';
import type { AdminActivity, AdminActivityDetail } from '../../../common/engage.js';
import type { ActivityInput } from '../../../common/engage-input.js';
import type { Actor, Change, ChangeOf } from '../../changes/change.js';
import type { Db, Trx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { displayNames } from '../admin/organiser-names.js';
import {
  type ActivityRow,
  findActivity,
  perPersonOf,
  presentActivity,
  statusOf,
} from './activity-rows.js';
import { cloudResults, pollResults } from './engage-state.js';
import { moderationPhotos, moderationQuestions, moderationWords } from './moderation-views.js';

type Reader = Db | Trx;

/** How many activities Admin → Engage lists, newest first. */
const ADMIN_LIST_LIMIT = 200;

/** What people sent to each activity in all, and what of it waits for a moderator. */
async function sendCounts(db: Reader, ids: string[]) {
  const counts = new Map(ids.map((id) => [id, { sends: 0, waiting: 0 }]));
  if (ids.length === 0) return counts;
  const add = (id: string, sends: number | string, waiting: number | string) => {
    const count = counts.get(id)!;
    count.sends += Number(sends);
    count.waiting += Number(waiting);
  };
  const votes = await db
    .selectFrom('engage_votes')
    .select(['activity_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('activity_id', 'in', ids)
    .groupBy('activity_id')
    .execute();
  for (const row of votes) add(row.activity_id, row.n, 0);
  for (const [table, waiting] of [
    ['engage_words', 'held'],
    ['engage_questions', 'pending'],
    ['engage_photos', 'pending'],
  ] as const) {
    const rows = await db
      .selectFrom(table)
      .select((eb) => [
        'activity_id',
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>(eb.case().when('status', '=', waiting).then(1).else(0).end()).as('w'),
      ])
      .where('activity_id', 'in', ids)
      .groupBy('activity_id')
      .execute();
    for (const row of rows) add(row.activity_id, row.n, row.w ?? 0);
  }
  return counts;
}

async function presentForAdmin(db: Reader, rows: ActivityRow[], now: number) {
  const counts = await sendCounts(
    db,
    rows.map((row) => row.id),
  );
  const names = await displayNames(
    db,
    rows.map((row) => row.created_by),
  );
  return rows.map((row): AdminActivity => ({
    ...presentActivity(row),
    status: statusOf(row, now),
    ...counts.get(row.id)!,
    createdAt: row.created_at,
    createdBy: names.get(row.created_by)!,
  }));
}

export async function listActivities(db: Db, now: number): Promise<AdminActivity[]> {
  const rows = await db
    .selectFrom('engage_activities')
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(ADMIN_LIST_LIMIT)
    .execute();
  return presentForAdmin(db, rows, now);
}

async function presentOne(db: Reader, row: ActivityRow, now: number): Promise<AdminActivity> {
  const [activity] = await presentForAdmin(db, [row], now);
  return activity!;
}

/** The row an input makes; the kind's own settings only (a cloud has no options). */
function rowOf(
  input: ActivityInput,
  now: number,
): Omit<ActivityRow, 'id' | 'created_by' | 'created_at'> {
  const poll = input.kind === 'poll';
  return {
    kind: input.kind,
    title_en: input.title.en,
    title_hi: input.title.hi,
    options: poll ? JSON.stringify(input.options) : null,
    multiple: poll && input.multiple ? 1 : 0,
    per_person: perPersonOf(input.kind, input.perPerson),
    moderated: input.kind === 'photos' || (input.kind === 'qna' && input.moderated) ? 1 : 0,
    anonymous: input.kind === 'qna' && input.anonymous ? 1 : 0,
    // Reactions are not counted: there is nothing in them to moderate or cap fairly.
    points: input.kind === 'reactions' ? 0 : input.points,
    points_cap: input.kind === 'reactions' ? 0 : input.pointsCap,
    starts_at: input.startsAt ?? now,
    ends_at: input.endsAt,
    updated_at: now,
  };
}

/** What the audit log keeps of an activity. */
function audited(row: ActivityRow) {
  return {
    id: row.id,
    kind: row.kind,
    title: { en: row.title_en, hi: row.title_hi },
    options: row.options === null ? null : (JSON.parse(row.options) as unknown),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    points: row.points,
    pointsCap: row.points_cap,
  };
}

export function createActivity(input: ActivityInput): ChangeOf<AdminActivity> {
  return async (trx, actor) => {
    const row: ActivityRow = {
      id: randomUUID(),
      ...rowOf(input, actor.now),
      created_by: actor.phone,
      created_at: actor.now,
    };
    await trx.insertInto('engage_activities').values(row).execute();
    return {
      result: await presentOne(trx, row, actor.now),
      audit: { action: 'engage.create', detail: { after: audited(row) } },
      events: [{ type: 'engage' }],
    };
  };
}

async function hasSends(trx: Trx, id: string): Promise<boolean> {
  const counts = await sendCounts(trx, [id]);
  return counts.get(id)!.sends > 0;
}

export function updateActivity(id: string, input: ActivityInput): ChangeOf<AdminActivity> {
  return async (trx, actor) => {
    const before = await findActivity(trx, id);
    const after: ActivityRow = { ...before, ...rowOf(input, actor.now) };
    // An activity that has not started keeps "now" meaning the moment it is saved.
    if (input.startsAt === null && statusOf(before, actor.now) !== 'scheduled')
      after.starts_at = before.starts_at;
    const changesWhatWasSent =
      after.kind !== before.kind ||
      after.options !== before.options ||
      after.multiple !== before.multiple ||
      after.points !== before.points ||
      after.points_cap !== before.points_cap;
    if (changesWhatWasSent && (await hasSends(trx, id))) throw new AppError('engage_has_sends');
    const { id: _id, created_by: _by, created_at: _at, ...changes } = after;
    await trx.updateTable('engage_activities').set(changes).where('id', '=', id).execute();
    return {
      result: await presentOne(trx, after, actor.now),
      audit: {
        action: 'engage.update',
        detail: { before: audited(before), after: audited(after) },
      },
      events: [{ type: 'engage' }],
    };
  };
}

async function setTimes(
  trx: Trx,
  before: ActivityRow,
  times: Pick<ActivityRow, 'starts_at' | 'ends_at'>,
  action: string,
  actor: Actor,
): Promise<Change<AdminActivity>> {
  const after = { ...before, ...times, updated_at: actor.now };
  await trx
    .updateTable('engage_activities')
    .set({ starts_at: after.starts_at, ends_at: after.ends_at, updated_at: actor.now })
    .where('id', '=', before.id)
    .execute();
  return {
    result: await presentOne(trx, after, actor.now),
    audit: { action, detail: { before: audited(before), after: audited(after) } },
    events: [{ type: 'engage' }],
  };
}

/** Starts it now; an end already passed (an ended activity run again) is cleared. */
export function startActivity(id: string): ChangeOf<AdminActivity> {
  return async (trx, actor) => {
    const before = await findActivity(trx, id);
    if (statusOf(before, actor.now) === 'live')
      return setTimes(trx, before, before, 'engage.start', actor);
    const endsAt = before.ends_at !== null && before.ends_at > actor.now ? before.ends_at : null;
    return setTimes(trx, before, { starts_at: actor.now, ends_at: endsAt }, 'engage.start', actor);
  };
}

export function endActivity(id: string): ChangeOf<AdminActivity> {
  return async (trx, actor) => {
    const before = await findActivity(trx, id);
    if (statusOf(before, actor.now) === 'ended') throw new AppError('engage_ended');
    const startsAt = Math.min(before.starts_at, actor.now);
    return setTimes(trx, before, { starts_at: startsAt, ends_at: actor.now }, 'engage.end', actor);
  };
}

/** Only an activity nobody sent to: what people sent is never thrown away by a click. */
export function deleteActivity(id: string): ChangeOf<void> {
  return async (trx) => {
    const before = await findActivity(trx, id);
    if (await hasSends(trx, id)) throw new AppError('engage_has_sends');
    await trx.deleteFrom('engage_activities').where('id', '=', id).execute();
    return {
      audit: { action: 'engage.delete', detail: { before: audited(before) } },
      events: [{ type: 'engage' }],
    };
  };
}

/** One activity for Admin → Engage: its results and everything sent to it, senders named. */
export async function readActivityDetail(
  db: Db,
  id: string,
  now: number,
): Promise<AdminActivityDetail> {
  const row = await findActivity(db, id);
  return {
    activity: await presentOne(db, row, now),
    poll: row.kind === 'poll' ? await pollResults(db, row) : null,
    cloud: row.kind === 'cloud' ? await cloudResults(db, row.id) : null,
    questions: await moderationQuestions(db, { activityId: id }),
    words: await moderationWords(db, { activityId: id }),
    photos: await moderationPhotos(db, { activityId: id }),
  };
}
