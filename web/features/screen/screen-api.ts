// A venue screen's read (GET /api/screen/:token) with its query key, and its live stream: both by
// the link's token alone. A link the server refuses (unknown, revoked) ends the screen for good.
import { queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import { ScreenState } from '../../../common/venue-api';
import { ApiError, apiRequest } from '../../lib/api';
import { createLiveStream, refusedWith, type LiveStream } from '../../lib/live-stream';

/** The statuses of a link that will never work again: unknown (404) or revoked (410). */
const GONE = [404, 410];

export const isGone = (error: unknown) => error instanceof ApiError && GONE.includes(error.status);

const screenPath = (token: string) => `/api/screen/${encodeURIComponent(token)}`;

export const screenKeys = {
  state: (token: string) => ['screen', token] as const,
};

export const screenQueries = {
  state: (token: string) =>
    queryOptions({
      queryKey: screenKeys.state(token),
      queryFn: () => apiRequest(screenPath(token), ScreenState),
      // A screen runs all day: it keeps trying through a dropped network or a restarting server,
      // and stops only when the link itself is refused.
      retry: (_failures, error) => !isGone(error),
      retryDelay: (failures) => Math.min(1000 * 2 ** failures, 30_000),
      // A safety net beside the live stream, so nothing stays stale for long even if a push is lost.
      refetchInterval: 60_000,
      structuralSharing: (before, after) =>
        replaceEqualDeep(
          before,
          keepNewerEngage(
            before as ScreenState | undefined,
            keepNewerGame(before as ScreenState | undefined, after as ScreenState),
          ),
        ),
    }),
};

/**
 * A read answered before the game's last push (a read under way when the game moved on) keeps
 * the pushed game: the screen never steps back to a question already revealed.
 */
export function keepNewerGame(before: ScreenState | undefined, after: ScreenState): ScreenState {
  const pushed = before?.liveGame;
  return pushed && pushed.state.now > after.now ? { ...after, liveGame: pushed } : after;
}

/**
 * Likewise the activities: a read answered before the last push the screen took (which carries the
 * server's clock) keeps the pushed activities, so a question or photo taken down stays down.
 */
export function keepNewerEngage(before: ScreenState | undefined, after: ScreenState): ScreenState {
  return before && before.now > after.now ? { ...after, engage: before.engage } : after;
}

/** The screen's stream; `onGone` when the server says the link was revoked or is not known. */
export function createScreenStream(token: string, onGone: () => void): LiveStream {
  return createLiveStream({
    url: `${screenPath(token)}/live`,
    afterRefusal: async () => {
      if (!(await refusedWith(() => apiRequest(screenPath(token), null), GONE))) return 'retry';
      onGone();
      return 'stop';
    },
    afterClosed: (reason) => {
      if (reason !== 'revoked') return 'retry';
      onGone();
      return 'stop';
    },
  });
}
