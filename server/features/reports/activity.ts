// The activity log: the audit log's entries newest first, filtered by the organiser who made them,
// the kind of change and the names they mention, one page at a time.
import type { ActivityQuery } from '../../../common/admin.js';
import type { Activity } from '../../../common/admin-api.js';
import type { Db } from '../../db/database.js';
import { displayNames } from '../admin/organiser-names.js';
import { mentions, prefixesOf, presentActivity } from './activity-names.js';

/**
 * The most recent entries a text search reads through. The log holds organisers' changes only (a
 * busy event makes a few thousand); a search past these would name changes nobody is looking for.
 */
const SEARCHED_ENTRIES = 10_000;

function filtered(db: Db, { actor, kind }: Pick<ActivityQuery, 'actor' | 'kind'>) {
  return db
    .selectFrom('audit_log')
    .$if(actor !== '', (query) => query.where('actor', '=', actor))
    .$if(kind !== '', (query) =>
      query.where((eb) =>
        eb.or(
          prefixesOf(kind as Exclude<typeof kind, ''>).map((prefix) =>
            eb('action', 'like', `${prefix}.%`),
          ),
        ),
      ),
    );
}

/** Everyone who has made a change, by the name people see, for the filter. */
async function organisersInLog(db: Db) {
  const rows = await db.selectFrom('audit_log').select('actor').distinct().execute();
  const names = await displayNames(
    db,
    rows.map((row) => row.actor),
  );
  return [...names]
    .map(([phone, name]) => ({ phone, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function readActivity(db: Db, query: ActivityQuery): Promise<Activity> {
  const { page, pageSize, q } = query;
  const newestFirst = filtered(db, query)
    .select(['id', 'at', 'actor', 'action', 'detail'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc');
  const organisers = await organisersInLog(db);
  if (q.trim() === '') {
    const { total } = await filtered(db, query)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await newestFirst
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const entries = await presentActivity(db, rows);
    return { entries, total: Number(total), page, pageSize, organisers };
  }
  // The names an entry mentions are read from its detail and the tables it names, so the search
  // runs on the entries as presented.
  const rows = await newestFirst.limit(SEARCHED_ENTRIES).execute();
  const found = (await presentActivity(db, rows)).filter((entry) => mentions(entry, q));
  const entries = found.slice((page - 1) * pageSize, page * pageSize);
  return { entries, total: found.length, page, pageSize, organisers };
}
