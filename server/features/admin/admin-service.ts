// Who is an admin, granting and revoking, and the audit log of every admin change.
import { randomUUID } from 'node:crypto';
import { ConfigError } from '../../config.js';
import type { Kysely } from 'kysely';
import { lockKey, type Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';

export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * An admin's sessions end 12 hours after sign-in. Sessions begun before the phone became an admin
 * are held to that from the next request on: one older than 12 hours ends at once.
 */
async function limitAdminSessions(db: Kysely<Database>, phones: string[]): Promise<void> {
  if (phones.length === 0) return;
  await db
    .updateTable('sessions')
    .set((eb) => ({ expires_at: eb('created_at', '+', ADMIN_SESSION_MS) }))
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('users').select('id').where('phone_number', 'in', phones),
    )
    .where((eb) => eb('expires_at', '>', eb('created_at', '+', ADMIN_SESSION_MS)))
    .execute();
}

/** ADMIN_PHONES are admins at every start-up, whatever was revoked before. */
export async function seedAdmins(db: Db, phones: string[], now: number): Promise<void> {
  if (phones.length === 0) return;
  await db
    .insertInto('admins')
    .values(phones.map((phone) => ({ phone, granted_by: 'ADMIN_PHONES', granted_at: now })))
    .onConflict((oc) => oc.column('phone').doNothing())
    .execute();
  await limitAdminSessions(db, phones);
}

/** Production refuses to start when nobody could run the event from the admin area. */
export async function requireAnAdmin(db: Db): Promise<void> {
  const admin = await db.selectFrom('admins').select('phone').limit(1).executeTakeFirst();
  if (!admin) {
    throw new ConfigError(
      'ADMIN_PHONES: required in production; no admin is configured, so nobody could run the event',
    );
  }
}

export async function isAdmin(db: Db, phone: string): Promise<boolean> {
  return Boolean(
    await db.selectFrom('admins').select('phone').where('phone', '=', phone).executeTakeFirst(),
  );
}

export async function audit(
  db: Db,
  actor: string,
  action: string,
  detail: Record<string, unknown>,
  now: number,
) {
  await db
    .insertInto('audit_log')
    .values({ id: randomUUID(), at: now, actor, action, detail: JSON.stringify(detail) })
    .execute();
}

/**
 * Writes the audit entry with this id, or replaces its detail: a change committed in several
 * transactions keeps one entry, which each of them brings up to what has been committed.
 */
export async function keepAudit(
  db: Db,
  entry: { id: string; actor: string; at: number },
  action: string,
  detail: Record<string, unknown>,
) {
  const json = JSON.stringify(detail);
  await db
    .insertInto('audit_log')
    .values({ ...entry, action, detail: json })
    .onConflict((oc) => oc.column('id').doUpdateSet({ detail: json }))
    .execute();
}

export async function listAdmins(db: Db) {
  const rows = await db.selectFrom('admins').selectAll().orderBy('granted_at').execute();
  return rows.map((row) => ({
    phone: row.phone,
    grantedBy: row.granted_by,
    grantedAt: row.granted_at,
  }));
}

export async function grantAdmin(db: Db, actor: string, phone: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('admins')
      .values({ phone, granted_by: actor, granted_at: now })
      .onConflict((oc) => oc.column('phone').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new AppError('already_admin');
    await limitAdminSessions(trx, [phone]);
    await trx
      .insertInto('audit_log')
      .values({
        id: randomUUID(),
        at: now,
        actor,
        action: 'admin.grant',
        detail: JSON.stringify({ phone }),
      })
      .execute();
  });
}

export async function revokeAdmin(
  db: Db,
  actor: string,
  phone: string,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Two revokes at once each count the admins after the other has finished: one admin stays.
    await lockKey(trx, 'admins');
    const admins = await trx.selectFrom('admins').select('phone').execute();
    if (!admins.some((row) => row.phone === phone)) throw new AppError('not_admin');
    // There is always at least one admin left to run the event.
    if (admins.length <= 1) throw new AppError('last_admin');
    await trx.deleteFrom('admins').where('phone', '=', phone).execute();
    await trx
      .insertInto('audit_log')
      .values({
        id: randomUUID(),
        at: now,
        actor,
        action: 'admin.revoke',
        detail: JSON.stringify({ phone }),
      })
      .execute();
  });
}

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
