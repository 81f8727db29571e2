// The admin role, checked on the server for every route of a plugin that installs it: 401 signed
// out, 403 not an admin. The signed-in admin is `request.user`.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { requireSession } from './require-user.js';
import { compileOnce } from '../../db/compiled-query.js';
import { readSession, selectSessionBy, sessionKeys, type SessionKeys } from './sessions.js';

// Every admin request asks both, so they are one round trip: the session, its user, the role
// (docs/performance.md), compiled once.
const selectAdmin = compileOnce((db, keys: SessionKeys) =>
  selectSessionBy(db, keys)
    .leftJoin('admins', 'admins.phone', 'users.phone_number')
    .select('admins.phone as adminPhone'),
);

export function requireAdmin(app: FastifyInstance): void {
  requireSession(app, async (request, now) => {
    const session = await readSession(
      app.db,
      app.config,
      request,
      now,
      async (idHash) => (await selectAdmin(app.db, sessionKeys(idHash, now))).rows[0],
    );
    if (session.adminPhone === null) throw new AppError('forbidden');
    return { uid: session.uid, phoneNumber: session.phoneNumber, sessionId: session.sessionId };
  });
}
