// Announcements: organisers write one (English and Hindi), it shows from its start until it ends by
// its own time or by an organiser's hand. Each change returns its audit entry for the change
// pipeline, and every instance then reads them again.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Announcement } from '../../../common/api.js';
import { messages } from '../../../common/messages.js';
import { ANNOUNCEMENTS_SHOWING_MAX, type AnnouncementInput } from '../../../common/venue.js';
import type { AdminAnnouncement } from '../../../common/venue-api.js';
import type { Actor, Change } from '../../changes/change.js';
import { lockKey, type Db, type Trx } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { displayNames } from '../admin/organiser-names.js';

type AnnouncementRow = Selectable<Database['announcements']>;

/** How many announcements the admin list shows, newest first. */
const ADMIN_LIST_LIMIT = 200;

function presentAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    text: { en: row.text_en, hi: row.text_hi },
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  };
}

/** Announcements as organisers see them: who made and who ended each, by name. */
async function presentForAdmin(
  db: Db | Trx,
  rows: AnnouncementRow[],
): Promise<AdminAnnouncement[]> {
  const names = await displayNames(
    db,
    rows.flatMap((row) => (row.ended_by ? [row.created_by, row.ended_by] : [row.created_by])),
  );
  return rows.map((row) => ({
    ...presentAnnouncement(row),
    createdAt: row.created_at,
    createdBy: names.get(row.created_by)!,
    endedBy: row.ended_by === null ? null : names.get(row.ended_by)!,
  }));
}

/** Whether it shows at this moment. */
export function isShowing(announcement: Announcement, now: number): boolean {
  return (
    announcement.startsAt <= now && (announcement.endsAt === null || now < announcement.endsAt)
  );
}

/** Every announcement that has not ended yet (showing, or still to start), newest start first. */
export async function readUnended(db: Db, now: number): Promise<Announcement[]> {
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('starts_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(presentAnnouncement);
}

export async function listAnnouncements(db: Db): Promise<AdminAnnouncement[]> {
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(ADMIN_LIST_LIMIT)
    .execute();
  return presentForAdmin(db, rows);
}

type Window = { startsAt: number; endsAt: number | null };

/** The most of these windows that hold one moment. */
function mostAtOnce(windows: Window[]): number {
  const changes = windows.flatMap(({ startsAt, endsAt }) => [
    { at: startsAt, step: 1 },
    ...(endsAt === null ? [] : [{ at: endsAt, step: -1 }]),
  ]);
  // An end comes before a start at the same moment: an announcement no longer shows at its end.
  changes.sort((a, b) => a.at - b.at || a.step - b.step);
  let showing = 0;
  let most = 0;
  for (const { step } of changes) {
    showing += step;
    most = Math.max(most, showing);
  }
  return most;
}

/**
 * Refuses a new window in which the cap would be passed at any moment: the announcements not yet
 * ended that share some of its time, scheduled ones too, counted within it. Holds the lock on
 * announcements until the transaction ends, so two sent at once are counted one after the other.
 */
async function refuseOverCap(trx: Trx, window: Window): Promise<void> {
  await lockKey(trx, 'announcements');
  const { startsAt, endsAt } = window;
  const sharing = await trx
    .selectFrom('announcements')
    .select(['starts_at', 'ends_at'])
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', startsAt)]))
    .$if(endsAt !== null, (query) => query.where('starts_at', '<', endsAt!))
    .execute();
  const within = sharing.map((row) => ({
    startsAt: Math.max(row.starts_at, startsAt),
    endsAt:
      endsAt === null ? row.ends_at : row.ends_at === null ? endsAt : Math.min(row.ends_at, endsAt),
  }));
  if (mostAtOnce(within) + 1 > ANNOUNCEMENTS_SHOWING_MAX)
    throw new AppError('too_many_announcements', {
      params: { max: ANNOUNCEMENTS_SHOWING_MAX },
    });
}

/**
 * Writes it; one without a start, or with a start already past, shows from now (the organiser's
 * screen asked before sending a past one), and an end already past is refused, as is one
 * that would make more than ANNOUNCEMENTS_SHOWING_MAX show at some moment.
 */
export async function createAnnouncement(
  trx: Trx,
  input: AnnouncementInput,
  actor: Actor,
): Promise<Change<AdminAnnouncement>> {
  if (input.endsAt !== null && input.endsAt <= actor.now)
    throw new AppError('invalid_setup', {
      field: 'endsAt',
      message: messages.endsInPast,
      params: { reason: 'endsInPast' },
    });
  const row: AnnouncementRow = {
    id: randomUUID(),
    text_en: input.text.en,
    text_hi: input.text.hi,
    // A start already past is "now": it shows at once, as the organiser meant.
    starts_at: Math.max(input.startsAt ?? actor.now, actor.now),
    ends_at: input.endsAt,
    created_at: actor.now,
    created_by: actor.phone,
    ended_by: null,
  };
  await refuseOverCap(trx, { startsAt: row.starts_at, endsAt: row.ends_at });
  await trx.insertInto('announcements').values(row).execute();
  return {
    result: (await presentForAdmin(trx, [row]))[0]!,
    audit: { action: 'announcement.create', detail: { after: presentAnnouncement(row) } },
    events: [{ type: 'announcements' }],
  };
}

/** Ends it now: a scheduled one never shows; one already ended is refused and stays as it was. */
export async function endAnnouncement(
  trx: Trx,
  id: string,
  actor: Actor,
): Promise<Change<AdminAnnouncement>> {
  const before = await trx
    .selectFrom('announcements')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!before) throw new AppError('not_found');
  if (before.ends_at !== null && before.ends_at <= actor.now)
    throw new AppError('announcement_ended');
  // Only while it has not ended: two organisers pressing End at once end it once.
  const ended = await trx
    .updateTable('announcements')
    .set({ ends_at: actor.now, ended_by: actor.phone })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', actor.now)]))
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) === 0) throw new AppError('announcement_ended');
  const after = { ...before, ends_at: actor.now, ended_by: actor.phone };
  return {
    result: (await presentForAdmin(trx, [after]))[0]!,
    audit: {
      action: 'announcement.end',
      detail: { before: presentAnnouncement(before), after: presentAnnouncement(after) },
    },
    events: [{ type: 'announcements' }],
  };
}
