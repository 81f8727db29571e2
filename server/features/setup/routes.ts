// The event setup's admin API: the event's settings, teams, brand images, slogans and videos, and the
// setup file that carries all of it (and the quizzes) to another server. Admins only; every change is
// audited and tells every instance, whose open screens then read the setup again.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  EventSettingsInput,
  ItemOrderInput,
  ItemParams,
  TeamInput,
  TeamOrderInput,
  TeamParams,
  VideoTitleInput,
} from '../../../common/setup.js';
import { parseInput } from '../../errors.js';
import { requireAdmin } from '../admin/admin-guard.js';
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
} from './setup-service.js';
import { actorOf, adminSetup, changeSetup } from './route-helpers.js';
import { setupUploadRoutes } from './upload-routes.js';
import { setupFileRoutes } from './setup-file-routes.js';

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
