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
import { requireAdmin } from '../auth/require-admin.js';
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
import { adminSetup, changeSetup } from './route-helpers.js';
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
    return changeSetup(app, request, (trx, actor) => updateEventSettings(trx, input, actor));
  });

  app.post('/api/admin/setup/teams', async (request) => {
    const input = body(TeamInput, request.body);
    return changeSetup(app, request, (trx, actor) => addTeam(trx, input, actor));
  });

  app.put('/api/admin/setup/teams/:key', async (request) => {
    const key = teamKey(request);
    const input = body(TeamInput, request.body);
    return changeSetup(app, request, (trx, actor) => updateTeam(trx, key, input, actor));
  });

  app.delete('/api/admin/setup/teams/:key', async (request) => {
    const key = teamKey(request);
    return changeSetup(app, request, (trx, actor) => removeTeam(trx, key, actor));
  });

  app.put('/api/admin/setup/teams-order', async (request) => {
    const { keys } = body(TeamOrderInput, request.body);
    return changeSetup(app, request, (trx, actor) => reorderTeams(trx, keys, actor));
  });

  app.delete('/api/admin/setup/slogans/:id', async (request) => {
    const id = itemId(request);
    return changeSetup(app, request, (trx, actor) => removeSlogan(trx, id, actor));
  });

  app.put('/api/admin/setup/slogans-order', async (request) => {
    const { ids } = body(ItemOrderInput, request.body);
    return changeSetup(app, request, (trx, actor) => reorderSlogans(trx, ids, actor));
  });

  app.put('/api/admin/setup/videos/:id', async (request) => {
    const id = itemId(request);
    const { title } = body(VideoTitleInput, request.body);
    return changeSetup(app, request, (trx, actor) => renameVideo(trx, id, title, actor));
  });

  app.delete('/api/admin/setup/videos/:id', async (request) => {
    const id = itemId(request);
    return changeSetup(app, request, (trx, actor) => removeVideo(trx, id, actor));
  });

  app.put('/api/admin/setup/videos-order', async (request) => {
    const { ids } = body(ItemOrderInput, request.body);
    return changeSetup(app, request, (trx, actor) => reorderVideos(trx, ids, actor));
  });

  await app.register(setupUploadRoutes);
  await app.register(setupFileRoutes);
}
