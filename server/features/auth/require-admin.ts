// The admin role, checked on the server for every route of a plugin that installs it: 401 signed
// out, 403 not an admin. The signed-in admin is `request.user`.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { requireSession } from './require-user.js';
import { readSession, selectSession } from './sessions.js';

export function requireAdmin(app: FastifyInstance): void {
  requireSession(app, async (request, now) => {
    // Every admin request asks both, so they are one round trip: the session, its user, the role
    // (docs/performance.md).
    const session = await readSession(app.db, app.config, request, now, (idHash) =>
      selectSession(app.db, idHash, now)
        .leftJoin('admins', 'admins.phone', 'users.phone_number')
        .select('admins.phone as adminPhone')
        .executeTakeFirst(),
    );
    if (session.adminPhone === null) throw new AppError('forbidden');
    return { uid: session.uid, phoneNumber: session.phoneNumber, sessionId: session.sessionId };
  });
}
