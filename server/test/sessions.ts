// Signed-in users for tests, journeys and benchmarks that are not about signing in: the user row
// and a session, written the way a verified code writes them, without the bot check and SMS round
// trip. Only the sign-in tests go through the real code flow (sign-in.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { ADMIN_SESSION_MS } from '../features/admin/admin-service.js';
import { createSession, sessionCookieName } from '../features/auth/sessions.js';

export type TestUser = { uid: string; phoneNumber: string; cookies: Record<string, string> };

/** A user and the value of their session cookie. */
export type SignedIn = { uid: string; phoneNumber: string; sessionId: string };

/** How many numbers are written in one statement, and how many sessions at a time. */
const BATCH = 200;

/**
 * A session for each number (+91 and ten digits), creating its user if it has none yet. As at
 * verify-code, an admin's session is the 12-hour one. Sessions are written many at a time: SQLite's
 * driver commits one turn's writes together and PostgreSQL's pool runs them side by side, so tens
 * of thousands (the benchmarks' players) take seconds, not minutes.
 */
export async function writeSignedInUsers(
  db: Db,
  phoneNumbers: readonly string[],
  now: number,
): Promise<SignedIn[]> {
  const signedIn: SignedIn[] = [];
  for (let start = 0; start < phoneNumbers.length; start += BATCH) {
    const phones = phoneNumbers.slice(start, start + BATCH);
    await db
      .insertInto('users')
      .values(phones.map((phone) => ({ id: randomUUID(), phone_number: phone, created_at: now })))
      .onConflict((oc) => oc.column('phone_number').doNothing())
      .execute();
    const users = await db
      .selectFrom('users')
      .leftJoin('admins', 'admins.phone', 'users.phone_number')
      .select(['users.id', 'users.phone_number', 'admins.phone as adminPhone'])
      .where('users.phone_number', 'in', phones)
      .execute();
    const byPhone = new Map(users.map((user) => [user.phone_number, user]));
    const sessions = await Promise.all(
      phones.map(async (phoneNumber) => {
        const user = byPhone.get(phoneNumber)!;
        const lifetime = user.adminPhone === null ? undefined : ADMIN_SESSION_MS;
        const sessionId = await createSession(db, user.id, now, lifetime);
        return { uid: user.id, phoneNumber, sessionId };
      }),
    );
    signedIn.push(...sessions);
  }
  return signedIn;
}

/** A session for the 10-digit number, creating its user if it has none yet. */
export async function signInTestUser(app: FastifyInstance, digits: string): Promise<TestUser> {
  const [user] = await writeSignedInUsers(app.db, [`+91${digits}`], app.clock.now());
  const { uid, phoneNumber, sessionId } = user!;
  return { uid, phoneNumber, cookies: { [sessionCookieName(app.config)]: sessionId } };
}

/**
 * A new signed-in user at each call, numbered up from `first` (10 digits), on the server `app()`
 * answers when called: for the many people one test file needs.
 */
export function newUsers(app: () => FastifyInstance, first: number): () => Promise<TestUser> {
  let next = first;
  return () => signInTestUser(app(), String(next++));
}
