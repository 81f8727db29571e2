// The admin area's API. Every route checks the role on the server: 401 signed out, 403 not an admin.
import type { FastifyInstance } from 'fastify';
import { accessRoutes } from './access-routes.js';
import { requireAdmin } from '../auth/require-admin.js';
import { peopleRoutes } from './people-routes.js';
import { reportRoutes } from './report-routes.js';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  requireAdmin(app);
  await app.register(reportRoutes);
  await app.register(peopleRoutes);
  await app.register(accessRoutes);
}
