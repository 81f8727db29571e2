// The venue screen: its read and its live stream, opened by the link's token alone (no sign-in,
// no cookie read), and the admin area's screen links. A revoked link ends its streams on every
// instance within a moment, and every later request with it is refused.
import type { FastifyInstance } from 'fastify';
import { ScreenShowInput } from '../../../common/engage-input.js';
import { ItemParams } from '../../../common/setup.js';
import { ScreenLinkInput, ScreenTokenParams } from '../../../common/venue.js';
import { AdminScreenLink, AdminScreenLinks, ScreenState } from '../../../common/venue-api.js';
import { runChange } from '../../changes/run-change.js';
import { screenOwner } from '../../live/live-hub.js';
import { refusedAs, type ZodTypeProvider } from '../../route-schemas.js';
import { requireAdmin } from '../auth/require-admin.js';
import { openLiveStream } from '../stats/live-streams.js';
import {
  createScreenLink,
  listScreenLinks,
  revokeScreenLink,
  screenByToken,
  showOnScreen,
  updateScreenLink,
} from './screen-service.js';
import { readScreenState } from './screen-state.js';

/** The link a request names; a token of the wrong shape is not a link at all. */
const ofLink = { params: refusedAs(ScreenTokenParams, { code: 'screen_not_found' }) };

export async function screenRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const stateSchema = { ...ofLink, response: { 200: ScreenState } };
  app.get('/api/screen/:token', { schema: stateSchema }, async (request, reply) => {
    const link = await screenByToken(app.db, request.params.token);
    const state = await readScreenState(app, link);
    // Never kept by a proxy or the browser: a revoked link must stop showing anything.
    void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return state;
  });

  // No HEAD twin: the hub writes the stream's bytes to the connection itself.
  const liveOptions = { exposeHeadRoute: false, schema: ofLink };
  app.get('/api/screen/:token/live', liveOptions, async (request, reply) => {
    const link = await screenByToken(app.db, request.params.token);
    await openLiveStream(app, request, reply, screenOwner(link.id, request.ip));
  });
}

const linkReply = { response: { 200: AdminScreenLink } };
const linkBody = refusedAs(ScreenLinkInput, { code: 'invalid_setup' });
const ofScreen = { ...linkReply, params: refusedAs(ItemParams, { code: 'not_found' }) };

export async function screenAdminRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  requireAdmin(app);

  const listSchema = { response: { 200: AdminScreenLinks } };
  app.get('/api/admin/screens', { schema: listSchema }, () => listScreenLinks(app.db));

  const createSchema = { body: linkBody, response: { 201: AdminScreenLink } };
  app.post('/api/admin/screens', { schema: createSchema }, async (request, reply) => {
    const link = await runChange(app, request, (trx, actor) =>
      createScreenLink(trx, request.body, actor),
    );
    return reply.status(201).send(link);
  });

  app.put(
    '/api/admin/screens/:id',
    { schema: { ...ofScreen, body: linkBody } },
    async (request) => {
      const { id } = request.params;
      return runChange(app, request, (trx) => updateScreenLink(trx, id, request.body));
    },
  );

  const showSchema = { ...ofScreen, body: refusedAs(ScreenShowInput, { code: 'bad_request' }) };
  app.post('/api/admin/screens/:id/show', { schema: showSchema }, (request) =>
    runChange(app, request, showOnScreen(request.params.id, request.body.show)),
  );

  app.post('/api/admin/screens/:id/revoke', { schema: ofScreen }, async (request) => {
    const { id } = request.params;
    return runChange(app, request, (trx, actor) => revokeScreenLink(trx, id, actor));
  });
}
