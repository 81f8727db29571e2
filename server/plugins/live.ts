// What this instance pushes to its open screens by itself: the quizzes' schedule as its moments
// pass, the announcements it shows, Engage's activities, and the hub of live streams that carries both and the bus's
// changes (server/live/live-hub.ts).
import {
  holdAnnouncements,
  type AnnouncementStore,
} from '../features/announcements/announcement-store.js';
import { holdEngage, type EngageStore } from '../features/engage/engage-store.js';
import { watchLiveGame } from '../features/live-game/game-clock.js';
import { watchQuizSchedule } from '../features/quiz/quiz-schedule.js';
import { startLiveHub } from '../features/stats/live-streams.js';
import type { LiveHub } from '../live/live-hub.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's live streams: phones' and venue screens' (server/live/live-hub.ts). */
    live: LiveHub;
    /** The announcements this instance shows (server/features/announcements). */
    announcements: AnnouncementStore;
    /** Engage's activities as this instance holds them (server/features/engage). */
    engage: EngageStore;
  }
}

export const live = appPlugin('live', async (app) => {
  const stopSchedule = watchQuizSchedule(app);
  app.addHook('onClose', async () => stopSchedule());
  const stopGameClock = watchLiveGame(app);
  app.addHook('onClose', async () => stopGameClock());
  const announcements = await holdAnnouncements(app);
  app.addHook('onClose', async () => announcements.stop());
  app.decorate('announcements', announcements);
  const engage = await holdEngage(app);
  app.addHook('onClose', async () => engage.stop());
  app.decorate('engage', engage);
  app.decorate('live', startLiveHub(app));
});
