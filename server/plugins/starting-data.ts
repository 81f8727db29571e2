// What the database holds before the first request: the event's setup and quizzes from the content
// folder (seeded once, into a new database), the server's own keys, and the admins named in the
// config. In production an admin must exist; elsewhere a demo registry lets anyone sign up.
import { requireAnAdmin, seedAdmins } from '../features/admin/admin-service.js';
import { seedQuizzes } from '../features/quiz/seed-quizzes.js';
import { seedDemoRegistry } from '../features/registry/demo-registry.js';
import { seedSite } from '../features/setup/seed-site.js';
import { loadServerKeys, type ServerKeys } from '../secrets.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    keys: ServerKeys;
  }
}

export const startingData = appPlugin('starting-data', async (app) => {
  const { config, db } = app;
  await seedSite(db, app.storage, config.contentDir, Date.now());
  await seedQuizzes(db, config.contentDir, Date.now());
  app.decorate('keys', await loadServerKeys(db, config.secretKey));
  await seedAdmins(db, config.adminPhones, Date.now());
  if (config.env === 'production') await requireAnAdmin(db);
  else await seedDemoRegistry(db, config.contentDir, Date.now());
});
