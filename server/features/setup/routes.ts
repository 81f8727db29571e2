// The event setup's admin API: the event's settings, teams, brand images, slogans and videos, and the
// setup file that carries all of it (and the quizzes) to another server. Admins only; every change is
// audited and tells every instance, whose open screens then read the setup again.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AdminSetup } from '../../../common/setup-api.js';
import {
  EventSettingsInput,
  ItemOrderInput,
  ItemParams,
  TeamInput,
  TeamOrderInput,
  TeamParams,
  VideoTitleInput,
} from '../../../common/setup.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { parseInput } from '../../errors.js';
import { requireAdmin } from '../admin/admin-guard.js';
import { presentImage, presentSite } from '../site/routes.js';
import {
  addTeam,
  removeSlogan,
  removeTeam,
  removeVideo,
  renameVideo,
  reorderSlogans,
  reorderTeams,
  reorderVideos,
  updateEventSettings,
  updateTeam,
  type Actor,
} from './setup-service.js';
import { readSite } from './site-store.js';
import { setupUploadRoutes } from './upload-routes.js';
import { setupFileRoutes } from './setup-file-routes.js';

export const actorOf = (app: FastifyInstance, request: FastifyRequest): Actor => ({
  phone: request.user.phoneNumber,
  now: app.clock.now(),
});

/** The setup as the admin screens show it, read from the database (not this instance's memory). */
export async function adminSetup(app: FastifyInstance): Promise<AdminSetup> {
  const site = await readSite(app.db);
  if (!site) throw new Error('the event setup is missing');
  const counters = await app.db
    .selectFrom('team_counters')
    .select(['rso', 'registrations', 'points'])
    .execute();
  return {
    site: presentSite(site),
    slogans: site.slogans.map((slogan) => ({ id: slogan.id, image: presentImage(slogan.image) })),
    counts: Object.fromEntries(
      counters.map((row) => [row.rso, { registrations: row.registrations, points: row.points }]),
    ),
  };
}

/** Runs one change in a transaction, tells every instance, and answers the setup as it now is. */
export async function changeSetup(
  app: FastifyInstance,
  work: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<AdminSetup> {
  await app.db.transaction().execute(work);
  // This instance answers with the change from its next request on; the others hear of it.
  await app.reloadSite();
  await app.bus.publish({ type: 'site' });
  return adminSetup(app);
}

const body = <T>(schema: z.ZodType<T>, value: unknown): T =>
  parseInput(schema, value, { code: 'invalid_setup' });

export async function setupRoutes(app: FastifyInstance): Promise<void> {
  requireAdmin(app);
  const teamKey = (request: FastifyRequest) =>
    parseInput(TeamParams, request.params, { code: 'not_found' }).key;
  const itemId = (request: FastifyRequest) =>
    parseInput(ItemParams, request.params, { code: 'not_found' }).id;

  app.get('/api/admin/setup', () => adminSetup(app));

  app.put('/api/admin/setup/event', async (request) => {
    const input = body(EventSettingsInput, request.body);
    return changeSetup(app, (trx) => updateEventSettings(trx, input, actorOf(app, request)));
  });

  app.post('/api/admin/setup/teams', async (request) => {
    const input = body(TeamInput, request.body);
    return changeSetup(app, (trx) => addTeam(trx, input, actorOf(app, request)));
  });

  app.put('/api/admin/setup/teams/:key', async (request) => {
    const key = teamKey(request);
    const input = body(TeamInput, request.body);
    return changeSetup(app, (trx) => updateTeam(trx, key, input, actorOf(app, request)));
  });

  app.delete('/api/admin/setup/teams/:key', async (request) => {
    const key = teamKey(request);
    return changeSetup(app, (trx) => removeTeam(trx, key, actorOf(app, request)));
  });

  app.put('/api/admin/setup/teams-order', async (request) => {
    const { keys } = body(TeamOrderInput, request.body);
    return changeSetup(app, (trx) => reorderTeams(trx, keys, actorOf(app, request)));
  });

  app.delete('/api/admin/setup/slogans/:id', async (request) => {
    const id = itemId(request);
    return changeSetup(app, (trx) => removeSlogan(trx, id, actorOf(app, request)));
  });

  app.put('/api/admin/setup/slogans-order', async (request) => {
    const { ids } = body(ItemOrderInput, request.body);
    return changeSetup(app, (trx) => reorderSlogans(trx, ids, actorOf(app, request)));
  });

  app.put('/api/admin/setup/videos/:id', async (request) => {
    const id = itemId(request);
    const { title } = body(VideoTitleInput, request.body);
    return changeSetup(app, (trx) => renameVideo(trx, id, title, actorOf(app, request)));
  });

  app.delete('/api/admin/setup/videos/:id', async (request) => {
    const id = itemId(request);
    return changeSetup(app, (trx) => removeVideo(trx, id, actorOf(app, request)));
  });

  app.put('/api/admin/setup/videos-order', async (request) => {
    const { ids } = body(ItemOrderInput, request.body);
    return changeSetup(app, (trx) => reorderVideos(trx, ids, actorOf(app, request)));
  });

  await app.register(setupUploadRoutes);
  await app.register(setupFileRoutes);
}
