// The announcements this instance shows: the ones not yet ended, held in memory so that a crowd
// of phones connecting at once costs no read each. Read again when any instance changes them (the
// `announcements` bus event); a start or an end by its own time is noticed here on this instance's
// clock, as quiz schedules are. Either way, this instance's open streams are then told.
import type { FastifyInstance } from 'fastify';
import type { Announcement } from '../../../common/api.js';
import { ANNOUNCEMENTS_SHOWING_MAX } from '../../../common/venue.js';
import { isShowing, readUnended } from './announcement-service.js';

/** How often the moments are checked: an announcement starts or ends within this of its time. */
const TICK_MS = 250;

export type AnnouncementStore = {
  /** The ones showing now, newest first. */
  showing: () => Announcement[];
  stop: () => void;
};

export async function holdAnnouncements(app: FastifyInstance): Promise<AnnouncementStore> {
  let unended = await readUnended(app.db, app.clock.now());
  // The newest up to the cap: a database of an earlier version may hold more showing at once, and
  // each change is written to every open stream.
  const showingNow = () =>
    unended.filter((each) => isShowing(each, app.clock.now())).slice(0, ANNOUNCEMENTS_SHOWING_MAX);
  /** The ids showing when the streams were last told, to notice a start or an end by time. */
  let told = idsOf(showingNow());

  const tell = () => {
    told = idsOf(showingNow());
    app.bus.deliverHere({ type: 'announcements-loaded' });
  };

  // One read at a time, each after the one before: a change made while a read is under way is
  // read by the next one, never lost to it.
  let queue: Promise<void> = Promise.resolve();
  const reload = (): Promise<void> => {
    const read = queue.then(async () => {
      unended = await readUnended(app.db, app.clock.now());
      tell();
    });
    queue = read.catch(() => {});
    return read;
  };

  const unsubscribe = app.bus.subscribe((event) => {
    if (event.type !== 'announcements') return;
    reload().catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not read the announcements'),
    );
  });
  const timer = setInterval(() => {
    if (idsOf(showingNow()) !== told) tell();
  }, TICK_MS);
  timer.unref();

  return {
    showing: showingNow,
    stop: () => {
      clearInterval(timer);
      unsubscribe();
    },
  };
}

function idsOf(announcements: Announcement[]): string {
  return announcements.map((each) => each.id).join(',');
}
