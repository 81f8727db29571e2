// Session cookies: an opaque random id in the browser, only its hash on the server.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';

export type SessionUser = { uid: string; phoneNumber: string };

export function sessionCookieName(config: Config): string {
  // The __Host- prefix needs Secure, which browsers accept only over HTTPS.
  return config.publicUrl.protocol === 'https:' ? '__Host-utsav_session' : 'utsav_session';
}

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** The signed-in user of a request, or null when the cookie is missing, unknown or expired. */
export async function findSessionUser(
  db: Db,
  config: Config,
  request: FastifyRequest,
  now: number,
): Promise<SessionUser | null> {
  const id = request.cookies[sessionCookieName(config)];
  if (!id) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id as uid', 'users.phone_number as phoneNumber'])
    .where('sessions.id_hash', '=', hashSessionId(id))
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row ?? null;
}
