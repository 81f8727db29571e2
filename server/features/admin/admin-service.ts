// Who is an admin, and the organisers' changes to who may do what: granting and revoking the role,
// an organiser's own name, and clearing a phone's sign-in limits.
import type { Kysely } from 'kysely';
import type { PhoneLimits } from '../../../common/admin-api.js';
import type { Actor, Change } from '../../changes/change.js';
import { ConfigError } from '../../config.js';
import { lockKey, type Db, type Trx } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { clearPhoneLimits, readPhoneLimits } from '../auth/rate-limits.js';
import { displayNames, keepOrganiserName, organiserName } from './organiser-names.js';

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

/** Who granted an organiser set when the site was installed (ADMIN_PHONES), as `admins` keeps it. */
const INSTALLED = 'ADMIN_PHONES';

/** ADMIN_PHONES are admins at every start-up, whatever was revoked before; they start unnamed. */
export async function seedAdmins(db: Db, phones: string[], now: number): Promise<void> {
  if (phones.length === 0) return;
  await db
    .insertInto('admins')
    .values(phones.map((phone) => ({ phone, granted_by: INSTALLED, granted_at: now })))
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

/**
 * The organisers, each with the name others see (`ownName`: the one they have as an organiser, if
 * any) and who granted them, by name; `grantedBy` is null for those set when the site was installed.
 */
export async function listAdmins(db: Db) {
  const rows = await db.selectFrom('admins').selectAll().orderBy('granted_at').execute();
  const names = await displayNames(db, [
    ...rows.map((row) => row.phone),
    ...rows.map((row) => row.granted_by).filter((by) => by !== INSTALLED),
  ]);
  // A handful of rows: every organiser name there is.
  const own = new Map(
    (await db.selectFrom('organiser_names').select(['phone', 'name']).execute()).map((row) => [
      row.phone,
      row.name,
    ]),
  );
  return rows.map((row) => ({
    phone: row.phone,
    name: names.get(row.phone)!,
    ownName: own.get(row.phone) ?? null,
    grantedBy: row.granted_by === INSTALLED ? null : names.get(row.granted_by)!,
    grantedAt: row.granted_at,
  }));
}

/** Grants the phone the organiser role under the name other organisers will see for it. */
export async function grantAdmin(
  trx: Trx,
  { phone, name }: { phone: string; name: string },
  actor: Actor,
): Promise<Change> {
  const inserted = await trx
    .insertInto('admins')
    .values({ phone, granted_by: actor.phone, granted_at: actor.now })
    .onConflict((oc) => oc.column('phone').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new AppError('already_admin');
  await keepOrganiserName(trx, phone, name, actor.now);
  await limitAdminSessions(trx, [phone]);
  return { audit: { action: 'admin.grant', detail: { phone, name } } };
}

/** The signed-in organiser's own name, as the other organisers see it from now on. */
export async function nameOrganiser(trx: Trx, name: string, actor: Actor): Promise<Change> {
  const before = await organiserName(trx, actor.phone);
  await keepOrganiserName(trx, actor.phone, name, actor.now);
  return {
    audit: { action: 'organiser.name', detail: { phone: actor.phone, before, after: name } },
  };
}

export async function revokeAdmin(trx: Trx, phone: string): Promise<Change> {
  // Two revokes at once each count the admins after the other has finished: one admin stays.
  await lockKey(trx, 'admins');
  const admins = await trx.selectFrom('admins').select('phone').execute();
  if (!admins.some((row) => row.phone === phone)) throw new AppError('not_admin');
  // There is always at least one admin left to run the event.
  if (admins.length <= 1) throw new AppError('last_admin');
  await trx.deleteFrom('admins').where('phone', '=', phone).execute();
  return { audit: { action: 'admin.revoke', detail: { phone } } };
}

/** Clears a phone's sign-in limits, and answers them as they are then. */
export async function clearSignInLimits(
  trx: Trx,
  phone: string,
  actor: Actor,
): Promise<Change<PhoneLimits>> {
  const before = await readPhoneLimits(trx, phone, actor.now);
  await clearPhoneLimits(trx, phone);
  const after = await readPhoneLimits(trx, phone, actor.now);
  return { result: after, audit: { action: 'sign-in-limits.clear', detail: { before, after } } };
}
