// Quizzes that open and close by themselves: each instance keeps the moments still to come and,
// when one passes, tells its own open screens to read the quizzes again. Every instance does so on
// its own clock, so none depends on another being up; after a restart the moments are read afresh.
import type { FastifyInstance } from 'fastify';
import { listQuizzes, scheduledMoments } from './quizzes.js';

/** How often the moments are checked: a screen follows a schedule within this and its own read. */
const TICK_MS = 250;

export function watchQuizSchedule(app: FastifyInstance): () => void {
  let moments: number[] = [];
  // The moments up to this one are dealt with: told by a tick, or passed before this instance
  // started. A read keeps every later moment, even one that passes while it is under way (the
  // first read, as the instance starts, or one a change on another instance set going): the next
  // tick tells of it, rather than the read dropping it as past.
  let checkedUpTo = app.clock.now();
  /** Moments a tick told of while a read was under way, so that read does not bring them back. */
  const told = new Set<number>();
  let stopped = false;
  let reading: Promise<void> | null = null;

  const read = (): Promise<void> => {
    if (reading) return reading;
    const since = checkedUpTo;
    told.clear();
    reading = listQuizzes(app.db)
      .then((quizzes) => {
        moments = scheduledMoments(quizzes, since).filter((moment) => !told.has(moment));
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not read the quiz schedule'))
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  // A change to any quiz, on any instance, may move a moment.
  const unsubscribe = app.bus.subscribe((event) => {
    if (event.type === 'quizzes' && !stopped) void read();
  });
  void read();

  const timer = setInterval(() => {
    const now = app.clock.now();
    checkedUpTo = now;
    const due = moments.filter((moment) => moment <= now);
    if (due.length === 0) return;
    moments = moments.filter((moment) => moment > now);
    for (const moment of due) told.add(moment);
    app.log.info({ moments: due }, 'a quiz schedule moment passed: open screens told');
    app.bus.deliverHere({ type: 'quizzes' });
  }, TICK_MS);
  timer.unref();

  return () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
  };
}
