// An activity's row and what every part of Engage asks of it: whether it runs now, how everyone
// sees it, and who may send to it (a registered person, in the team they are in as they send).
import type { Selectable } from 'kysely';
import { type EngageActivity, type EngageKind, PER_PERSON } from '../../../common/engage.js';
import { lockKey, type Db, type Trx } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';

export type ActivityRow = Selectable<Database['engage_activities']>;
export type ActivityStatus = 'scheduled' | 'live' | 'ended';

type Localized = { en: string; hi: string };

export function statusOf(
  row: Pick<ActivityRow, 'starts_at' | 'ends_at'>,
  now: number,
): ActivityStatus {
  if (row.starts_at > now) return 'scheduled';
  return row.ends_at !== null && row.ends_at <= now ? 'ended' : 'live';
}

export function optionsOf(row: Pick<ActivityRow, 'options'>): Localized[] {
  return row.options ? (JSON.parse(row.options) as Localized[]) : [];
}

/** The words, questions or photos one person may send; 0 where the kind has no such limit. */
export function perPersonOf(kind: EngageKind, chosen: number | null): number {
  if (kind === 'cloud' || kind === 'qna' || kind === 'photos') {
    const limit = PER_PERSON[kind];
    return Math.min(chosen ?? limit.default, limit.max);
  }
  return 0;
}

export function presentActivity(row: ActivityRow): EngageActivity {
  return {
    id: row.id,
    kind: row.kind,
    title: { en: row.title_en, hi: row.title_hi },
    options: optionsOf(row),
    multiple: row.multiple === 1,
    perPerson: row.per_person,
    moderated: row.moderated === 1,
    anonymous: row.anonymous === 1,
    points: row.points,
    pointsCap: row.points_cap,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  };
}

export async function findActivity(db: Db | Trx, id: string): Promise<ActivityRow> {
  const row = await db
    .selectFrom('engage_activities')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return row;
}

/** The activity a send names: of the kind the route is for, and running now. */
export async function liveActivity(
  db: Db | Trx,
  id: string,
  kind: EngageKind,
  now: number,
): Promise<ActivityRow> {
  const row = await findActivity(db, id);
  if (row.kind !== kind) throw new AppError('not_found');
  if (statusOf(row, now) !== 'live') throw new AppError('engage_not_live');
  return row;
}

/** The activities running now, in the order they started. */
export async function listLive(db: Db | Trx, now: number): Promise<ActivityRow[]> {
  return db
    .selectFrom('engage_activities')
    .selectAll()
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('starts_at')
    .orderBy('created_at')
    .execute();
}

/**
 * A person's team now, read under their lock, so a correction moving them at this moment is waited
 * for and carries along what is counted for them; null once they are no longer registered.
 */
export async function teamNow(trx: Trx, userId: string): Promise<string | null> {
  await lockKey(trx, `profile:${userId}`);
  const profile = await trx
    .selectFrom('profiles')
    .select(['team', 'profile_complete'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return profile?.profile_complete === 1 ? profile.team : null;
}

/** The team a person's send counts for: theirs as they send. Only registered people send. */
export async function senderTeam(trx: Trx, userId: string): Promise<string> {
  const team = await teamNow(trx, userId);
  if (team === null) throw new AppError('profile_required');
  return team;
}
