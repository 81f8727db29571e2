// The dashboards' data: a one-time read, and the live stream.
import type { FastifyInstance } from 'fastify';
import { totalViews, type Stats } from '../../../common/dashboard.js';
import { AppError } from '../../errors.js';
import { LiveHub } from '../../live/live-hub.js';
import { requireUser } from '../auth/require-user.js';
import { findProfile, presentProfile } from '../profile/profile-service.js';
import { readTeamStats } from './stats-service.js';

/** Every route here is the signed-in user's: `request.user`. */
export async function statsRoutes(app: FastifyInstance): Promise<void> {
  requireUser(app);
  const hub = new LiveHub({
    readCounters: () => readTeamStats(app.db, app.site),
    readProfile: async (uid) => {
      const row = await findProfile(app.db, uid);
      const user = await app.db
        .selectFrom('users')
        .select('phone_number')
        .where('id', '=', uid)
        .executeTakeFirst();
      return row && user ? presentProfile(row, user.phone_number) : null;
    },
    onError: (error) => app.log.error({ err: error }, 'live push failed'),
    onClose: (reason) => app.metrics.liveClosed.inc({ reason }),
    coalesceMs: app.config.liveCoalesceMs,
    streamsPerSession: app.config.liveStreamsPerSession,
    streamsPerAddress: app.config.liveStreamsPerAddress,
    drainTimeoutMs: app.config.liveDrainTimeoutMs,
  });
  app.metrics.countLiveConnections(() => hub.size);
  const unsubscribe = app.bus.subscribe((event) => hub.handle(event));
  app.addHook('preClose', async () => {
    unsubscribe();
    hub.close();
  });

  app.get('/api/stats', async (): Promise<Stats> => {
    const teams = await readTeamStats(app.db, app.site);
    return { teams, totalViews: totalViews(teams) };
  });

  // No HEAD twin: the hub writes the stream's bytes to the connection itself.
  app.get('/api/live', { exposeHeadRoute: false }, async (request, reply) => {
    const { user } = request;
    // Checked after the last await, so no other stream of this address slips in before add().
    if (!hub.admits(request.ip)) {
      app.metrics.liveRefused.inc({ reason: 'address_cap' });
      throw new AppError('too_many_live_streams');
    }
    reply.hijack();
    const lastEventId = request.headers['last-event-id'];
    await hub.add(
      reply.raw,
      { uid: user.uid, sessionId: user.sessionId, address: request.ip },
      typeof lastEventId === 'string' ? lastEventId : undefined,
    );
  });
}
