// Sessions: an opaque random id in an HttpOnly cookie, only its SHA-256 on the server.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { compileOnce } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';

export type SessionUser = {
  uid: string;
  phoneNumber: string;
  /** The SHA-256 of the cookie's id, as the sessions table keeps it: not a credential. */
  sessionId: string;
};

const DAY = 24 * 60 * 60 * 1000;
/** A sign-in costs an SMS, so a session lasts the event. */
const SESSION_IDLE_MS = 14 * DAY;
const SESSION_ABSOLUTE_MS = 30 * DAY;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export function sessionCookieName(config: Config): string {
  // The __Host- prefix needs Secure, which browsers accept only over HTTPS.
  return config.publicUrl.protocol === 'https:' ? '__Host-utsav_session' : 'utsav_session';
}

// The writes of every sign-in, compiled once (compiled-query.ts).
const insertSession = compileOnce(
  (db, values: { idHash: string; userId: string; createdAt: number; expiresAt: number }) =>
    db.insertInto('sessions').values({
      id_hash: values.idHash,
      user_id: values.userId,
      created_at: values.createdAt,
      last_seen_at: values.createdAt,
      expires_at: values.expiresAt,
    }),
);
const deleteSession = compileOnce((db, values: { idHash: string }) =>
  db.deleteFrom('sessions').where('id_hash', '=', values.idHash),
);

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** Creates a session and returns the cookie value; the caller sets it. */
export async function createSession(
  db: Db,
  userId: string,
  now: number,
  lifetimeMs = SESSION_ABSOLUTE_MS,
): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await insertSession(db, {
    idHash: hashSessionId(id),
    userId,
    createdAt: now,
    expiresAt: now + lifetimeMs,
  });
  return id;
}

export function setSessionCookie(reply: FastifyReply, config: Config, id: string): void {
  reply.setCookie(sessionCookieName(config), id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.protocol === 'https:',
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.protocol === 'https:',
    path: '/',
  });
}

/** Deletes the request's session; returns its stored hash when there was one to delete. */
export async function revokeSession(
  db: Db,
  config: Config,
  request: FastifyRequest,
): Promise<string | null> {
  const id = request.cookies[sessionCookieName(config)];
  if (!id) return null;
  const idHash = hashSessionId(id);
  const { numAffectedRows = 0n } = await deleteSession(db, { idHash });
  return numAffectedRows > 0n ? idHash : null;
}

/** The hash of the request's session cookie, or null when it carries none. */
function requestSessionHash(config: Config, request: FastifyRequest): string | null {
  const id = request.cookies[sessionCookieName(config)];
  return id ? hashSessionId(id) : null;
}

/** What finds a live session: its hash, now, and the moment before which it counts as idle. */
export type SessionKeys = { idHash: string; now: number; seenSince: number };

/** The keys of the live session with this hash at `now`. */
export function sessionKeys(idHash: string, now: number): SessionKeys {
  return { idHash, now, seenSince: now - SESSION_IDLE_MS };
}

/**
 * The live session with these keys and its user. A route that needs more of the user (its profile,
 * its role) joins it onto this query, so that a request costs one round trip to the database; a
 * route every request passes compiles it once (compiled-query.ts), with the keys as its values.
 */
export function selectSessionBy(db: Db, keys: SessionKeys) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id as uid',
      'users.phone_number as phoneNumber',
      'sessions.last_seen_at as lastSeenAt',
    ])
    .where('sessions.id_hash', '=', keys.idHash)
    .where('sessions.expires_at', '>', keys.now)
    .where('sessions.last_seen_at', '>', keys.seenSince);
}

/** selectSessionBy for this hash at `now`. */
export function selectSession(db: Db, idHash: string, now: number) {
  return selectSessionBy(db, sessionKeys(idHash, now));
}

const selectSignedInUser = compileOnce(selectSessionBy);
const touchSessionSeen = compileOnce((db, values: { idHash: string; now: number }) =>
  db.updateTable('sessions').set({ last_seen_at: values.now }).where('id_hash', '=', values.idHash),
);

/** Keeps a session in use alive: at most one write an hour per session. */
async function touchSession(
  db: Db,
  idHash: string,
  lastSeenAt: number,
  now: number,
): Promise<void> {
  if (now - lastSeenAt <= TOUCH_EVERY_MS) return;
  await touchSessionSeen(db, { idHash, now });
}

/**
 * The request's live session as `read` finds it by its hash (selectSession, with whatever a route
 * joins onto it), kept alive. A request whose cookie is missing, unknown, idle or expired is
 * refused as not signed in.
 */
export async function readSession<Row extends { lastSeenAt: number }>(
  db: Db,
  config: Config,
  request: FastifyRequest,
  now: number,
  read: (idHash: string) => Promise<Row | undefined>,
): Promise<Row & { sessionId: string }> {
  const idHash = requestSessionHash(config, request);
  const row = idHash ? await read(idHash) : undefined;
  if (!idHash || !row) throw new AppError('not_signed_in');
  await touchSession(db, idHash, row.lastSeenAt, now);
  return { ...row, sessionId: idHash };
}

/** The signed-in user of a request; a request without a live session is refused (401). */
export async function signedInUser(
  db: Db,
  config: Config,
  request: FastifyRequest,
  now: number,
): Promise<SessionUser> {
  const session = await readSession(
    db,
    config,
    request,
    now,
    async (idHash) => (await selectSignedInUser(db, sessionKeys(idHash, now))).rows[0],
  );
  return { uid: session.uid, phoneNumber: session.phoneNumber, sessionId: session.sessionId };
}
