// The venue screen: its read and its live stream, opened by the link's token alone (no sign-in,
// no cookie read), and the admin area's screen links. A revoked link ends its streams on every
// instance within a moment, and every later request with it is refused.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ItemParams } from '../../../common/setup.js';
import { ScreenLinkInput, ScreenTokenParams } from '../../../common/venue.js';
import type { AdminScreenLink, ScreenState } from '../../../common/venue-api.js';
import { runChange } from '../../changes/run-change.js';
import { parseInput } from '../../errors.js';
import { screenOwner } from '../../live/live-hub.js';
import { requireAdmin } from '../auth/require-admin.js';
import { openLiveStream } from '../stats/live-streams.js';
import {
  createScreenLink,
  listScreenLinks,
  revokeScreenLink,
  screenByToken,
  updateScreenLink,
} from './screen-service.js';
import { readScreenState } from './screen-state.js';

/** The link a request names; a token of the wrong shape is not a link at all. */
async function linkOf(app: FastifyInstance, request: FastifyRequest) {
  const { token } = parseInput(ScreenTokenParams, request.params, { code: 'screen_not_found' });
  return screenByToken(app.db, token);
}

export async function screenRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/screen/:token', async (request, reply): Promise<ScreenState> => {
    const state = await readScreenState(app, await linkOf(app, request));
    // Never kept by a proxy or the browser: a revoked link must stop showing anything.
    void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return state;
  });

  // No HEAD twin: the hub writes the stream's bytes to the connection itself.
  app.get('/api/screen/:token/live', { exposeHeadRoute: false }, async (request, reply) => {
    const link = await linkOf(app, request);
    await openLiveStream(app, request, reply, screenOwner(link.id, request.ip));
  });
}

export async function screenAdminRoutes(app: FastifyInstance): Promise<void> {
  requireAdmin(app);
  const screenId = (request: FastifyRequest) =>
    parseInput(ItemParams, request.params, { code: 'not_found' }).id;
  const body = (request: FastifyRequest) =>
    parseInput(ScreenLinkInput, request.body, { code: 'invalid_setup' });

  app.get('/api/admin/screens', (): Promise<AdminScreenLink[]> => listScreenLinks(app.db));

  app.post('/api/admin/screens', async (request, reply) => {
    const input = body(request);
    const link = await runChange(app, request, (trx, actor) => createScreenLink(trx, input, actor));
    return reply.status(201).send(link);
  });

  app.put('/api/admin/screens/:id', async (request) => {
    const id = screenId(request);
    const input = body(request);
    return runChange(app, request, (trx) => updateScreenLink(trx, id, input));
  });

  app.post('/api/admin/screens/:id/revoke', async (request) => {
    const id = screenId(request);
    return runChange(app, request, (trx, actor) => revokeScreenLink(trx, id, actor));
  });
}
