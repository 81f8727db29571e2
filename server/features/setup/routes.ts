// The event setup's admin API: the event's settings, teams, brand images, slogans and videos, and the
// setup file that carries all of it (and the quizzes) to another server. Admins only; every change is
// audited and tells every instance, whose open screens then read the setup again.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  ImageUndo,
  BrandSlotParams,
  EventSettingsInput,
  ItemOrderInput,
  ItemParams,
  TeamInput,
  TeamImageParams,
  TeamOrderInput,
  TeamParams,
  VideoTitleInput,
} from '../../../common/setup.js';
import { AdminSetup } from '../../../common/setup-api.js';
import { refusedAs, type ZodTypeProvider } from '../../route-schemas.js';
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
import { undoBrandImage, undoTeamImage } from './image-undo.js';
import { setupUploadRoutes } from './upload-routes.js';
import { setupFileRoutes } from './setup-file-routes.js';

/** Every route here answers the whole setup, as the Setup screens show it. */
const setupReply = { response: { 200: AdminSetup } };

/** A setup form's body; whatever breaks it is invalid_setup. */
const setupBody = <T extends z.ZodType>(schema: T) => ({
  ...setupReply,
  body: refusedAs(schema, { code: 'invalid_setup' }),
});

/** The team or the item (slogan, video) a route names; a malformed one is not there. */
const ofTeam = { ...setupReply, params: refusedAs(TeamParams, { code: 'not_found' }) };
const ofItem = { ...setupReply, params: refusedAs(ItemParams, { code: 'not_found' }) };

export async function setupRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  requireAdmin(app);

  app.get('/api/admin/setup', { schema: setupReply }, () => adminSetup(app));

  const eventSchema = setupBody(EventSettingsInput);
  app.put('/api/admin/setup/event', { schema: eventSchema }, async (request) =>
    changeSetup(app, request, (trx, actor) => updateEventSettings(trx, request.body, actor)),
  );

  app.post('/api/admin/setup/teams', { schema: setupBody(TeamInput) }, async (request) =>
    changeSetup(app, request, (trx, actor) => addTeam(trx, request.body, actor)),
  );

  const teamSchema = { ...setupBody(TeamInput), ...ofTeam };
  app.put('/api/admin/setup/teams/:key', { schema: teamSchema }, async (request) => {
    const { key } = request.params;
    return changeSetup(app, request, (trx, actor) => updateTeam(trx, key, request.body, actor));
  });

  app.delete('/api/admin/setup/teams/:key', { schema: ofTeam }, async (request) => {
    const { key } = request.params;
    return changeSetup(app, request, (trx, actor) => removeTeam(trx, key, actor));
  });

  const teamOrder = setupBody(TeamOrderInput);
  app.put('/api/admin/setup/teams-order', { schema: teamOrder }, async (request) => {
    const { keys } = request.body;
    return changeSetup(app, request, (trx, actor) => reorderTeams(trx, keys, actor));
  });

  // A brand image's replacement undone: the image it took the place of goes back, while it can.
  const undoSchema = {
    ...setupBody(ImageUndo),
    params: refusedAs(BrandSlotParams, { code: 'not_found' }),
  };
  app.post('/api/admin/setup/brand/:slot/undo', { schema: undoSchema }, async (request) => {
    const { slot } = request.params;
    const { replaced } = request.body;
    return changeSetup(app, request, (trx, actor) => undoBrandImage(trx, slot, replaced, actor));
  });

  const teamUndoSchema = {
    ...setupBody(ImageUndo),
    params: refusedAs(TeamImageParams, { code: 'not_found' }),
  };
  app.post(
    '/api/admin/setup/teams/:key/:image/undo',
    { schema: teamUndoSchema },
    async (request) => {
      const { key, image } = request.params;
      const { replaced } = request.body;
      return changeSetup(app, request, (trx, actor) =>
        undoTeamImage(trx, key, image, replaced, actor),
      );
    },
  );

  app.delete('/api/admin/setup/slogans/:id', { schema: ofItem }, async (request) => {
    const { id } = request.params;
    return changeSetup(app, request, (trx, actor) => removeSlogan(trx, id, actor));
  });

  const itemOrder = setupBody(ItemOrderInput);
  app.put('/api/admin/setup/slogans-order', { schema: itemOrder }, async (request) => {
    const { ids } = request.body;
    return changeSetup(app, request, (trx, actor) => reorderSlogans(trx, ids, actor));
  });

  const videoSchema = { ...setupBody(VideoTitleInput), ...ofItem };
  app.put('/api/admin/setup/videos/:id', { schema: videoSchema }, async (request) => {
    const { id } = request.params;
    const { title } = request.body;
    return changeSetup(app, request, (trx, actor) => renameVideo(trx, id, title, actor));
  });

  app.delete('/api/admin/setup/videos/:id', { schema: ofItem }, async (request) => {
    const { id } = request.params;
    return changeSetup(app, request, (trx, actor) => removeVideo(trx, id, actor));
  });

  app.put('/api/admin/setup/videos-order', { schema: itemOrder }, async (request) => {
    const { ids } = request.body;
    return changeSetup(app, request, (trx, actor) => reorderVideos(trx, ids, actor));
  });

  await app.register(setupUploadRoutes);
  await app.register(setupFileRoutes);
}
