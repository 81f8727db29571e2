// The audit log: every organiser's change, who made it, when, and what it was before and after.
// The one module that writes it; each entry is written in the transaction of the change it records.
import { randomUUID } from 'node:crypto';
import type { Db, Trx } from '../db/database.js';
import type { Actor, AuditRecord } from '../changes/change.js';

type Author = Pick<Actor, 'phone' | 'now'>;

export async function writeAudit(trx: Trx, actor: Author, { action, detail }: AuditRecord) {
  await trx
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: actor.now,
      actor: actor.phone,
      action,
      detail: JSON.stringify(detail),
    })
    .execute();
}

/**
 * Writes the audit entry with this id, or replaces its detail: a change committed in several
 * transactions (a regrade's batches) keeps one entry, which each of them brings up to what has been
 * committed.
 */
export async function keepAudit(
  trx: Trx,
  id: string,
  actor: Author,
  { action, detail }: AuditRecord,
) {
  const json = JSON.stringify(detail);
  await trx
    .insertInto('audit_log')
    .values({ id, at: actor.now, actor: actor.phone, action, detail: json })
    .onConflict((oc) => oc.column('id').doUpdateSet({ detail: json }))
    .execute();
}

/** The latest entries, newest first, as the admin area lists them. */
export async function recentAudit(db: Db, limit = 100) {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    at: row.at,
    actor: row.actor,
    action: row.action,
    detail: JSON.parse(row.detail) as unknown,
  }));
}
