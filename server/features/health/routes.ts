// Liveness and readiness for load balancers and orchestrators.
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database.js';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    if (app.draining) {
      return reply.status(503).send({ status: 'draining' });
    }
    try {
      await pingDatabase(app.db);
      return { status: 'ready' };
    } catch (error) {
      app.log.warn({ err: error }, 'database not reachable');
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });
}
