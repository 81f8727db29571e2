// Access Control's API: the admins, a phone's sign-in limits, an employee code's lookup and reset.
// Every route checks the role on the server: 401 signed out, 403 not an admin.
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/require-admin.js';
import { accessRoutes } from './access-routes.js';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  requireAdmin(app);
  await app.register(accessRoutes);
}
