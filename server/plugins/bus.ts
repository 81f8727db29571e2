// The event bus that carries changes to every instance's open screens. Several instances on one
// PostgreSQL hear each other's changes through it; on SQLite there is one process, which notices
// the commits of scripts run beside it by itself.
import { inProcessBus, postgresBus, type EventBus } from '../live/event-bus.js';
import { watchOtherWriters } from '../live/sqlite-watch.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    bus: EventBus;
  }
}

export const bus = appPlugin('bus', async (app) => {
  const { config, db } = app;
  const events =
    config.database.kind === 'postgres'
      ? await postgresBus(config.database.url, app.log)
      : inProcessBus();
  app.addHook('onClose', () => events.close());
  app.decorate('bus', events);
  // Scripts beside the server write to the same SQLite file; what they change reaches open screens.
  if (config.database.kind !== 'sqlite') return;
  const stopWatching = watchOtherWriters(
    db,
    () => {
      void events.publish({ type: 'counters' });
      void events.publish({ type: 'quizzes' });
      void events.publish({ type: 'site' });
    },
    (error) => app.log.warn({ err: error }, 'could not read SQLite data_version'),
  );
  app.addHook('onClose', async () => stopWatching());
});
