// Builds the Fastify server from a config: database, content, security, routes and the web app.
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Socket } from 'node:net';
import type { Writable } from 'node:stream';
import { errorMessages } from '../common/error-codes.js';
import type { Site } from '../common/site.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { migrateToLatest, openDatabase, type Db } from './db/database.js';
import { installErrorHandler, type ErrorBody } from './errors.js';
import { installInputGuard } from './input-guard.js';
import { requireAnAdmin, seedAdmins } from './features/admin/admin-service.js';
import { adminRoutes } from './features/admin/routes.js';
import { registryAdminRoutes } from './features/registry/routes.js';
import { quizEditorRoutes } from './features/quiz-editor/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { profileRoutes } from './features/profile/routes.js';
import { watchQuizSchedule } from './features/quiz/quiz-schedule.js';
import { seedQuizzes } from './features/quiz/seed-quizzes.js';
import { quizRoutes } from './features/quiz/routes.js';
import { statsRoutes } from './features/stats/routes.js';
import { startLiveHub } from './features/stats/live-streams.js';
import {
  holdAnnouncements,
  type AnnouncementStore,
} from './features/announcements/announcement-store.js';
import { announcementRoutes } from './features/announcements/routes.js';
import { screenAdminRoutes, screenRoutes } from './features/screens/routes.js';
import type { LiveHub } from './live/live-hub.js';
import { inProcessBus, postgresBus, type EventBus } from './live/event-bus.js';
import { watchOtherWriters } from './live/sqlite-watch.js';
import { seedDemoRegistry } from './features/registry/demo-registry.js';
import { healthRoutes } from './features/health/routes.js';
import { siteRoutes } from './features/site/routes.js';
import { setupRoutes } from './features/setup/routes.js';
import { seedSite } from './features/setup/seed-site.js';
import { holdSite, type SiteHolder } from './features/setup/site-store.js';
import { mediaRoutes } from './features/media/routes.js';
import { installOriginCheck } from './origin-check.js';
import { loadServerKeys, type ServerKeys } from './secrets.js';
import { securityHeaders } from './security-headers.js';
import { createMetrics, installMetrics, type Metrics } from './metrics.js';
import type { Storage } from './storage/storage-contract.js';
import { createStorage } from './storage/storage.js';
import { createFileReaders, type FileReaders } from './files/file-readers.js';
import { createSmsSender } from './sms/sms-sender.js';
import type { SmsSender } from './sms/sms-types.js';
import { webApp } from './web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The event's setup as this instance last read it (server/features/setup/site-store.ts). */
    site: Site;
    /** Reads the setup again on this instance now (after its own change, before it answers). */
    reloadSite: () => Promise<void>;
    clock: Clock;
    keys: ServerKeys;
    storage: Storage;
    /** Reads organisers' files in a worker thread, within a time and memory ceiling. */
    fileReaders: FileReaders;
    metrics: Metrics;
    bus: EventBus;
    /** This instance's live streams: phones' and venue screens' (server/live/live-hub.ts). */
    live: LiveHub;
    /** The announcements this instance shows (server/features/announcements). */
    announcements: AnnouncementStore;
    sms: SmsSender;
    /** Set when shutdown begins, so /readyz tells the load balancer to stop sending traffic. */
    draining: boolean;
  }
}

/** Tests pass their own clock, a stream to read the log from, and may list the routes. */
export type ServerOptions = {
  clock?: Clock;
  logStream?: Writable;
  onRoute?: (route: { method: string | string[]; url: string }) => void;
};

/** A venue screen's link is its only key: the log keeps where a request went, not the key. */
function withoutScreenToken(url: string): string {
  return url.replace(/^\/(api\/)?screen\/[^/?#]+/, '/$1screen/[token]');
}

/** One log line per request, when it is answered, instead of one on arrival and one on answer. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.info(
      {
        method: request.method,
        url: withoutScreenToken(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
  }
}

/** Opens the database, applies migrations, loads content and returns a ready-to-listen server. */
export async function createServer(
  config: Config,
  options: ServerOptions = {},
): Promise<FastifyInstance> {
  const db = openDatabase(config.database, { sqliteSynchronous: config.sqliteSynchronous });
  let keys: ServerKeys;
  let storage: Storage | undefined;
  let site: SiteHolder;
  try {
    await migrateToLatest(db);
    storage = await createStorage(config.storage);
    await seedSite(db, storage, config.contentDir, Date.now());
    site = await holdSite(db);
    await seedQuizzes(db, config.contentDir, Date.now());
    keys = await loadServerKeys(db, config.secretKey);
    await seedAdmins(db, config.adminPhones, Date.now());
    if (config.env === 'production') await requireAnAdmin(db);
    else await seedDemoRegistry(db, config.contentDir, Date.now());
  } catch (error) {
    await storage?.close();
    await db.destroy();
    throw error;
  }

  const app = Fastify({
    logger: options.logStream
      ? { level: config.logLevel, stream: options.logStream }
      : { level: config.logLevel },
    // A number trusts that many proxies in front (X-Forwarded-For hops).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    logController: new OneLinePerRequest(),
    bodyLimit: 64 * 1024,
    // A request must arrive whole within 2 minutes (a 10 MB photo on a slow phone network); a
    // client that trickles its headers (slow-loris) is cut off after 20 s, below.
    requestTimeout: 120_000,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // An address that does not decode (%zz, half a character) gets our error shape, not the router's,
    // and the address is not echoed back.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).status(400).send({
        error: {
          code: error.code === 'FST_ERR_BAD_URL' ? 'bad_url' : 'bad_request',
          message: errorMessages.bad_url,
        },
      } satisfies ErrorBody);
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.server.headersTimeout = 20_000;
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('site', { getter: () => site.current() });
  app.decorate('reloadSite', async () => {
    await site.reload();
  });
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('draining', false);
  app.decorate('keys', keys);
  app.decorate('storage', storage);
  const fileReaders = createFileReaders();
  app.decorate('fileReaders', fileReaders);
  const metrics = createMetrics(db);
  app.decorate('metrics', metrics);
  // Several instances on one PostgreSQL hear each other's changes; on SQLite there is one process.
  const bus =
    config.database.kind === 'postgres'
      ? await postgresBus(config.database.url, app.log)
      : inProcessBus();
  app.decorate('bus', bus);
  // Any instance's change of the setup: read it again, then tell this instance's open screens.
  const stopSiteUpdates = bus.subscribe((event) => {
    if (event.type !== 'site') return;
    site.reload().then(
      () => bus.deliverHere({ type: 'site-loaded' }),
      (error: unknown) => app.log.warn({ err: error }, 'could not read the event setup'),
    );
  });
  // Scripts beside the server write to the same SQLite file; what they change reaches open screens.
  const stopWatching =
    config.database.kind === 'sqlite'
      ? watchOtherWriters(
          db,
          () => {
            void bus.publish({ type: 'counters' });
            void bus.publish({ type: 'quizzes' });
            void bus.publish({ type: 'site' });
          },
          (error) => app.log.warn({ err: error }, 'could not read SQLite data_version'),
        )
      : () => {};
  app.decorate('sms', metrics.countSms(createSmsSender(config.sms, app.log), config.smsProvider));
  // A connection that has not sent a byte (a browser's preconnect, a client's spare socket) is not
  // idle to Node, which waits for its request until the headers timeout: a shutdown would wait
  // with it. It has nothing in flight, so it goes when the server starts closing.
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  app.addHook('preClose', async () => {
    for (const socket of connections) if (socket.bytesRead === 0) socket.destroy();
  });
  const stopSchedule = watchQuizSchedule(app);
  const announcements = await holdAnnouncements(app);
  app.decorate('announcements', announcements);
  app.decorate('live', startLiveHub(app));
  app.addHook('onClose', async () => {
    stopSchedule();
    announcements.stop();
    stopSiteUpdates();
    stopWatching();
    await bus.close();
    await storage.close();
    await fileReaders.close();
    await db.destroy();
  });

  installErrorHandler(app);
  installInputGuard(app);
  await securityHeaders(app);
  installOriginCheck(app);
  // gzip/brotli for scripts, styles, SVG and JSON; the live stream is hijacked and never compressed.
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  installMetrics(app);
  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(mediaRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(quizRoutes);
  await app.register(statsRoutes);
  await app.register(adminRoutes);
  await app.register(registryAdminRoutes);
  await app.register(quizEditorRoutes);
  await app.register(setupRoutes);
  await app.register(announcementRoutes);
  await app.register(screenRoutes);
  await app.register(screenAdminRoutes);
  await app.register(webApp);
  return app;
}
