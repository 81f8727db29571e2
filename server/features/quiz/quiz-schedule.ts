// Quizzes that open and close by themselves: each instance keeps the moments still to come and,
// when one passes, tells its own open screens to read the quizzes again. Every instance does so on
// its own clock, so none depends on another being up; after a restart the moments are read afresh.
import type { FastifyInstance } from 'fastify';
import { listQuizzes, scheduledMoments } from './quizzes.js';

/** How often the moments are checked: a screen follows a schedule within this and its own read. */
const TICK_MS = 250;

export function watchQuizSchedule(app: FastifyInstance): () => void {
  let moments: number[] = [];
  let stopped = false;
  let reading: Promise<void> | null = null;

  const read = (): Promise<void> =>
    (reading ??= listQuizzes(app.db)
      .then((quizzes) => {
        moments = scheduledMoments(quizzes, app.clock.now());
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not read the quiz schedule'))
      .finally(() => {
        reading = null;
      }));

  // A change to any quiz, on any instance, may move a moment.
  const unsubscribe = app.bus.subscribe((event) => {
    if (event.type === 'games' && !stopped) void read();
  });
  void read();

  const timer = setInterval(() => {
    const now = app.clock.now();
    if (moments.length === 0 || moments[0]! > now) return;
    moments = moments.filter((moment) => moment > now);
    app.bus.deliverHere({ type: 'games' });
  }, TICK_MS);
  timer.unref();

  return () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
  };
}
