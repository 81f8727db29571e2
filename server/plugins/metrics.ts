// This instance's Prometheus registry (server/metrics.ts), which the other plugins count into.
import { createMetrics, type Metrics } from '../metrics.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export const metrics = appPlugin('metrics', async (app) => {
  app.decorate('metrics', createMetrics(app.db));
});
