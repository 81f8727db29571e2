// The admin role, checked on the server for every route of a plugin that installs it: 401 signed
// out, 403 not an admin. The signed-in admin is `request.admin`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../errors.js';
import {
  requestSessionHash,
  selectSession,
  touchSession,
  type SessionUser,
} from '../auth/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    admin: SessionUser;
  }
}

export function requireAdmin(app: FastifyInstance): void {
  app.decorateRequest('admin', null as unknown as SessionUser);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const now = app.clock.now();
    const idHash = requestSessionHash(app.config, request);
    // Every admin request asks both, so they are one round trip: the session, its user, the role.
    const row =
      idHash &&
      (await selectSession(app.db, idHash, now)
        .leftJoin('admins', 'admins.phone', 'users.phone_number')
        .select('admins.phone as adminPhone')
        .executeTakeFirst());
    if (!idHash || !row) throw errors.notSignedIn();
    await touchSession(app.db, idHash, row.lastSeenAt, now);
    if (row.adminPhone === null) throw errors.forbidden();
    request.admin = { uid: row.uid, phoneNumber: row.phoneNumber, sessionId: idHash };
  });
}
