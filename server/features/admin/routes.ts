// The admin area's API. Every route checks the role on the server: 401 signed out, 403 not an admin.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../errors.js';
import { findSessionUser, type SessionUser } from '../auth/sessions.js';
import { registryAdminRoutes } from '../registry/routes.js';
import { accessRoutes } from './access-routes.js';
import { isAdmin } from './admin-service.js';
import { peopleRoutes } from './people-routes.js';
import { reportRoutes } from './report-routes.js';

declare module 'fastify' {
  interface FastifyRequest {
    admin: SessionUser;
  }
}

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.decorateRequest('admin', null as unknown as SessionUser);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const user = await findSessionUser(app.db, app.config, request, app.clock.now());
    if (!user) throw errors.notSignedIn();
    if (!(await isAdmin(app.db, user.phoneNumber))) throw errors.forbidden();
    request.admin = user;
  });

  await app.register(reportRoutes);
  await app.register(peopleRoutes);
  await app.register(accessRoutes);
  await app.register(registryAdminRoutes);
}
