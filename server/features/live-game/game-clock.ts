// The live game's clock on this instance: it holds the running game as last read and, when the
// game's next timed move falls due (a reveal after the deadline and its grace, the next question
// after a reveal), makes it. Every instance does so on its own clock, so none depends on another
// being up; the move's version check lets exactly one of them make it. A restarted instance reads
// the game afresh and carries on from the deadline kept in the database.
import type { FastifyInstance } from 'fastify';
import { moveByClock, nextMoveAt } from './game-moves.js';
import { findRunningGame, type GameRow } from './game-rows.js';

/** How often a due move is looked for: the reveal reaches screens within this and one push. */
const TICK_MS = 100;

/** A read now and then, in case a change was not heard (a dropped PostgreSQL connection). */
const REREAD_MS = 5_000;

export function watchLiveGame(app: FastifyInstance): () => void {
  let game: GameRow | null = null;
  let stopped = false;
  let moving = false;
  let reads = 0;

  const read = async (): Promise<void> => {
    const seq = ++reads;
    try {
      const found = (await findRunningGame(app.db)) ?? null;
      if (seq === reads) game = found;
    } catch (error) {
      app.log.warn({ err: error }, 'could not read the live game');
    }
  };

  const unsubscribe = app.bus.subscribe((event) => {
    if (event.type === 'live-game' && !stopped) void read();
  });
  void read();

  const move = async (held: GameRow, now: number): Promise<void> => {
    moving = true;
    try {
      const { moved, graded } = await moveByClock(app.db, held.id, now);
      if (moved) {
        await app.bus.publish({ type: 'live-game' });
        if (graded) await app.bus.publish({ type: 'counters' });
      }
      await read();
    } catch (error) {
      app.log.error({ err: error }, 'the live game could not move on');
    } finally {
      moving = false;
    }
  };

  const tick = setInterval(() => {
    if (!game || moving) return;
    const due = nextMoveAt(game);
    const now = app.clock.now();
    if (due !== null && now >= due) void move(game, now);
  }, TICK_MS);
  tick.unref();
  const reread = setInterval(() => void read(), REREAD_MS);
  reread.unref();

  return () => {
    stopped = true;
    clearInterval(tick);
    clearInterval(reread);
    unsubscribe();
  };
}
