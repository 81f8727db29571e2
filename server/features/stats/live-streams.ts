// This instance's hub of live streams (server/live/live-hub.ts), fed by the event bus: the
// dashboards' stream (/api/live) and the venue screens' (/api/screen/:token/live) both join it.
import type { FastifyInstance } from 'fastify';
import { LiveHub } from '../../live/live-hub.js';
import { findProfile, presentProfile } from '../profile/profile-service.js';
import { readTeamStats } from './stats-service.js';

export function startLiveHub(app: FastifyInstance): LiveHub {
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
    readAnnouncements: () => app.announcements.showing(),
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
  return hub;
}
