// The dashboards' data: a one-time read, and the live stream.
import type { FastifyInstance } from 'fastify';
import { Stats, totalViews } from '../../../common/dashboard.js';
import type { ZodTypeProvider } from '../../route-schemas.js';
import { requireUser } from '../auth/require-user.js';
import { readSession, selectSession } from '../auth/sessions.js';
import { withTeamCounters } from '../../team-counters.js';
import { openLiveStream } from './live-streams.js';
import { teamStatsOf } from './stats-service.js';

/** The dashboards' routes, both for signed-in users only. */
export async function statsRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/api/stats', { schema: { response: { 200: Stats } } }, async (request) => {
    const now = app.clock.now();
    // Every dashboard asks this, so it is one round trip (docs/performance.md): the counters
    // joined onto the live session, so no session means no rows, and a session has at least one
    // row (its counters' columns null if there were none).
    const session = await readSession(app.db, app.config, request, now, async (idHash) => {
      const rows = await withTeamCounters(selectSession(app.db, idHash, now)).execute();
      return rows.length > 0 ? { lastSeenAt: rows[0]!.lastSeenAt, rows } : undefined;
    });
    const counters = session.rows.flatMap(({ team, registrations, points }) =>
      team === null ? [] : [{ team, registrations: registrations ?? 0, points: points ?? 0 }],
    );
    const teams = teamStatsOf(counters, app.site);
    return { teams, totalViews: totalViews(teams) };
  });

  // The live stream's own scope, so that its user is checked once by requireUser: `request.user`.
  await app.register(async (signedIn) => {
    requireUser(signedIn);

    // No HEAD twin: the hub writes the stream's bytes to the connection itself.
    signedIn.get('/api/live', { exposeHeadRoute: false }, async (request, reply) => {
      const { uid, sessionId } = request.user;
      await openLiveStream(app, request, reply, { uid, sessionId, address: request.ip });
    });
  });
}
