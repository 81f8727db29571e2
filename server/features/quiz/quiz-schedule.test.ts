import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.js';
import { isPostgres } from '../../db/database.js';
import type { LiveEvent } from '../../live/event-bus.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';

const clock = manualClock(Date.UTC(2026, 8, 1, 4, 0));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server.close();
});

/** Real time for the schedule's ticks (every 250 ms) to run, twice over. */
const ticks = () => new Promise((resolve) => setTimeout(resolve, 600));

/** The live events this instance delivers, as its open screens get them. */
function heard() {
  const events: LiveEvent['type'][] = [];
  const stop = server.app.bus.subscribe((event) => events.push(event.type));
  return { events, stop };
}

/**
 * Holds every read of the quizzes until `release` is called: on SQLite by holding its one
 * connection in a transaction, on PostgreSQL by locking the table.
 */
async function holdReads(): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = server.app.db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`lock table quizzes in access exclusive mode`.execute(trx);
    held();
    await released;
  });
  await holding;
  return async () => {
    release();
    await done;
  };
}

describe(`a quiz's schedule on ${testDatabaseKind}`, () => {
  it('tells open screens of a moment that passes while this instance is reading the schedule', async () => {
    const at = clock.now();
    // A script beside the server schedules the quiz to open in a second, and says so.
    await server.app.db
      .insertInto('quizzes')
      .values({
        id: 'quiz-soon',
        kind: 'contest',
        title_en: 'Soon',
        title_hi: '',
        questions_per_play: 1,
        seconds_per_question: 15,
        enabled: 1,
        opens_at: at + 1_000,
        closes_at: null,
        position: 99,
        archived_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await ticks();
    const release = await holdReads();
    const { events, stop } = heard();
    try {
      await server.app.bus.publish({ type: 'quizzes' });
      // The news has arrived here (at once on SQLite, by NOTIFY on PostgreSQL): its read waits.
      await expect.poll(() => events).toEqual(['quizzes']);
      events.length = 0;
      clock.set(at + 2_000);
      await ticks();
      await release();
      await ticks();
      // Told once, by the tick after the read, though the moment had passed when it ended.
      expect(events).toEqual(['quizzes']);
    } finally {
      stop();
    }
  });
});
