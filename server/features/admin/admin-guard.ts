// The admin role, checked on the server for every route of a plugin that installs it: 401 signed
// out, 403 not an admin. The signed-in admin is `request.admin` (and `request.user`).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { requireUser } from '../auth/require-user.js';
import type { SessionUser } from '../auth/sessions.js';
import { isAdmin } from './admin-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    admin: SessionUser;
  }
}

export function requireAdmin(app: FastifyInstance): void {
  requireUser(app);
  app.decorateRequest('admin', null as unknown as SessionUser);
  // Runs after requireUser's hook, which set request.user or refused the request.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!(await isAdmin(app.db, request.user.phoneNumber))) throw new AppError('forbidden');
    request.admin = request.user;
  });
}
