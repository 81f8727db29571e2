// A signed-in user for tests that are not about signing in: the user row and a session, written
// the way a verified code writes them, without the bot check and SMS round trip.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createSession, sessionCookieName } from '../features/auth/sessions.js';

export type TestUser = { uid: string; phoneNumber: string; cookies: Record<string, string> };

/** A session for the 10-digit number, creating its user if it has none yet. */
export async function signedInUser(app: FastifyInstance, digits: string): Promise<TestUser> {
  const phoneNumber = `+91${digits}`;
  const now = app.clock.now();
  const existing = await app.db
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', phoneNumber)
    .executeTakeFirst();
  const uid = existing?.id ?? randomUUID();
  if (!existing)
    await app.db
      .insertInto('users')
      .values({ id: uid, phone_number: phoneNumber, created_at: now })
      .execute();
  const id = await createSession(app.db, uid, now);
  return { uid, phoneNumber, cookies: { [sessionCookieName(app.config)]: id } };
}
