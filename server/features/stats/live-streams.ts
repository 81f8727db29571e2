// This instance's hub of live streams (server/live/live-hub.ts), fed by the event bus: the
// dashboards' stream (/api/live), the venue screens' (/api/screen/:token/live) and signed-out
// screens' (/api/site/live) all join it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { LiveHub, type StreamOwner } from '../../live/live-hub.js';
import { findProfile, presentProfile } from '../profile/profile-service.js';
import { readGameState } from '../live-game/game-state.js';
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
      return row && user ? presentProfile(row, user.phone_number, app.site) : null;
    },
    readAnnouncements: () => app.announcements.showing(),
    readSiteVersion: () => app.site.version,
    readGame: () => readGameState(app.db, app.site, app.clock.now()),
    readEngage: () => app.engage.read(),
    now: () => app.clock.now(),
    onError: (error) => app.log.error({ err: error }, 'live push failed'),
    onClose: (reason) => app.metrics.liveClosed.inc({ reason }),
    coalesceMs: app.config.liveCoalesceMs,
    streamsPerSession: app.config.liveStreamsPerSession,
    streamsPerAddress: app.config.liveStreamsPerAddress,
    drainTimeoutMs: app.config.liveDrainTimeoutMs,
  });
  app.metrics.countLiveConnections(() => hub.size);
  const unsubscribe = app.bus.subscribe((event) => hub.handle(event));
  // A game running as this instance starts (a restart mid-question) is read at once.
  hub.handle({ type: 'live-game' });
  hub.handle({ type: 'engage' });
  app.addHook('preClose', async () => {
    unsubscribe();
    hub.close();
  });
  return hub;
}

/**
 * Hands the request's connection to the hub as `owner`'s stream, or refuses it over the address's
 * ceiling. Called after the route's last await, so no other stream of the address slips in between
 * the check and add().
 */
export async function openLiveStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: StreamOwner,
): Promise<void> {
  refuseOverCeiling(app, request);
  reply.hijack();
  const lastEventId = request.headers['last-event-id'];
  await app.live.add(reply.raw, owner, typeof lastEventId === 'string' ? lastEventId : undefined);
}

/**
 * Hands a signed-out screen's connection to the hub: it hears the setup's version and nothing
 * else. Bounded per address like every stream (the one limit public routes have).
 */
export function openSiteWatch(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  refuseOverCeiling(app, request);
  reply.hijack();
  app.live.watchSite(reply.raw, request.ip);
}

function refuseOverCeiling(app: FastifyInstance, request: FastifyRequest): void {
  if (app.live.admits(request.ip)) return;
  app.metrics.liveRefused.inc({ reason: 'address_cap' });
  throw new AppError('too_many_live_streams');
}
