// The database: opened from the config, brought to the latest migration before anything reads it,
// and closed last, once everything that uses it has stopped.
import { migrateToLatest, openDatabase, type Db } from '../db/database.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export const database = appPlugin('database', async (app) => {
  const { config } = app;
  const db = openDatabase(config.database, { sqliteSynchronous: config.sqliteSynchronous });
  // Added before the migration, so a start that fails there closes the database too.
  app.addHook('onClose', () => db.destroy());
  await migrateToLatest(db);
  app.decorate('db', db);
});
