// The admin role, checked on the server for every route of a plugin that installs it: 401 signed
// out, 403 not an admin. The signed-in admin is `request.admin`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../errors.js';
import { findSessionUser, type SessionUser } from '../auth/sessions.js';
import { isAdmin } from './admin-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    admin: SessionUser;
  }
}

export function requireAdmin(app: FastifyInstance): void {
  app.decorateRequest('admin', null as unknown as SessionUser);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const user = await findSessionUser(app.db, app.config, request, app.clock.now());
    if (!user) throw errors.notSignedIn();
    if (!(await isAdmin(app.db, user.phoneNumber))) throw errors.forbidden();
    request.admin = user;
  });
}
