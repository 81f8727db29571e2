// Builds the Fastify server from a config: its own plugins (server/plugins/: the database, storage,
// the starting data, the bus, the event's setup, the live streams, what every request passes
// through), each feature's routes, and the web app.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Writable } from 'node:stream';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { checkRoutesWithZod } from './route-schemas.js';
import { adminRoutes } from './features/admin/routes.js';
import { peopleRoutes } from './features/people/routes.js';
import { reportRoutes } from './features/reports/routes.js';
import { announcementRoutes } from './features/announcements/routes.js';
import { engageAdminRoutes, engageRoutes } from './features/engage/routes.js';
import { engageModerationRoutes, questionRoutes } from './features/engage/moderation-routes.js';
import { authRoutes } from './features/auth/routes.js';
import { healthRoutes } from './features/health/routes.js';
import {
  liveGameAdminRoutes,
  liveGameImageRoutes,
  liveGameRoutes,
} from './features/live-game/routes.js';
import { photoAdminRoutes, photoImageRoutes, photoRoutes } from './features/engage/photo-routes.js';
import { mediaRoutes } from './features/media/routes.js';
import { profileRoutes } from './features/profile/routes.js';
import { quizEditorRoutes } from './features/quiz-editor/routes.js';
import { quizRoutes } from './features/quiz/routes.js';
import { registryAdminRoutes } from './features/registry/routes.js';
import { screenAdminRoutes, screenRoutes } from './features/screens/routes.js';
import { setupRoutes } from './features/setup/routes.js';
import { siteRoutes } from './features/site/routes.js';
import { statsRoutes } from './features/stats/routes.js';
import { bus } from './plugins/bus.js';
import { database } from './plugins/database.js';
import { lifecycle } from './plugins/lifecycle.js';
import { live } from './plugins/live.js';
import { metrics } from './plugins/metrics.js';
import { requestPipeline } from './plugins/request-pipeline.js';
import { site } from './plugins/site.js';
import { sms } from './plugins/sms.js';
import { startingData } from './plugins/starting-data.js';
import { storage } from './plugins/storage.js';
import { serverOptions } from './server-options.js';
import { webApp } from './web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
  }
}

/** Tests pass their own clock, a stream to read the log from, and may list the routes. */
export type ServerOptions = {
  clock?: Clock;
  logStream?: Writable;
  onRoute?: (route: { method: string | string[]; url: string }) => void;
};

/** Opens the database, applies migrations, loads content and returns a ready-to-listen server. */
export async function createServer(
  config: Config,
  options: ServerOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, options.logStream));
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);
  try {
    // In this order: each reads what the ones before it decorate, and each closes what it opened
    // after the ones registered after it (Fastify runs onClose hooks last-registered first).
    await app.register(lifecycle);
    await app.register(database);
    await app.register(storage);
    await app.register(startingData);
    await app.register(metrics);
    await app.register(bus);
    await app.register(site);
    await app.register(sms);
    await app.register(live);
    await app.register(requestPipeline);
    checkRoutesWithZod(app);

    await app.register(healthRoutes);
    await app.register(siteRoutes);
    await app.register(mediaRoutes);
    await app.register(authRoutes);
    await app.register(profileRoutes);
    await app.register(quizRoutes);
    await app.register(statsRoutes);
    await app.register(reportRoutes);
    await app.register(peopleRoutes);
    await app.register(adminRoutes);
    await app.register(registryAdminRoutes);
    await app.register(quizEditorRoutes);
    await app.register(setupRoutes);
    await app.register(announcementRoutes);
    await app.register(screenRoutes);
    await app.register(screenAdminRoutes);
    await app.register(liveGameImageRoutes);
    await app.register(liveGameRoutes);
    await app.register(liveGameAdminRoutes);
    await app.register(engageRoutes);
    await app.register(engageAdminRoutes);
    await app.register(questionRoutes);
    await app.register(engageModerationRoutes);
    await app.register(photoImageRoutes);
    await app.register(photoRoutes);
    await app.register(photoAdminRoutes);
    await app.register(webApp);
  } catch (error) {
    // A start that fails leaves nothing open: what was opened is closed, the error told once.
    await app.close();
    throw error;
  }
  return app;
}
