// Engage on this instance: the hall's state as last read (every stream that opens and every phone
// that looks gets it from memory), the moments activities start and end by their times (noticed on
// this instance's clock, as announcements are), the sends made here (told to every instance at most
// every SENDS_MS, however many arrive), the reactions (one per person per REACTION_GAP_MS, in bursts
// to the screens) and the organisers' filter words.
import type { FastifyInstance } from 'fastify';
import { type EngageState, REACTION_GAP_MS, type Reaction } from '../../../common/engage.js';
import { type ActivityRow, statusOf } from './activity-rows.js';
import { readEngageState } from './engage-state.js';
import { compileFilter, type WordFilter } from './word-filter.js';

/** How often starts and ends by time are looked for. */
const TICK_MS = 250;
/** The least time between two tellings of this instance's sends. */
const SENDS_MS = 250;
/** How often this instance's reactions go to the screens, while some arrive. */
const REACTIONS_MS = 300;
/** The least time between two tellings that sends here moved the teams' counters. */
const COUNTERS_MS = 1_000;
/** A state read this lately is given to a phone that looks, rather than read again. */
const FRESH_MS = 1_000;

export type EngageStore = {
  /** The hall's state as last read, read again when older than FRESH_MS. */
  state: () => Promise<EngageState>;
  /** Reads the hall's state now (each push). */
  read: () => Promise<EngageState>;
  /**
   * An activity not ended as this instance last read it (read again at every `engage` change):
   * a moment old at most, so what a send takes from it is checked as the send is written.
   */
  activity: (id: string) => ActivityRow | undefined;
  /**
   * A send was made on this instance: every instance pushes it soon; and the teams' counters, at
   * most once a second, when the send may have moved them.
   */
  touched: (countersMoved?: boolean) => void;
  /** One person's reaction: false when it came too soon after their last and is dropped. */
  react: (uid: string, emoji: Reaction) => boolean;
  filter: () => WordFilter;
  stop: () => void;
};

export async function holdEngage(app: FastifyInstance): Promise<EngageStore> {
  let latest: { state: EngageState; at: number } | null = null;
  let reads = 0;
  let shown = 0;
  /** The activities not ended, to notice a start or an end by time, by id. */
  let unended = new Map<string, ActivityRow>();
  /** Reads of them are numbered, so a slow one never overwrites a newer one's rows. */
  let unendedReads = 0;
  let unendedShown = 0;
  let liveIds = '';
  let filter = compileFilter([]);

  const liveNow = () =>
    [...unended.values()]
      .filter((row) => statusOf(row, app.clock.now()) === 'live')
      .map((row) => row.id)
      .join(',');

  const readUnended = async () => {
    const now = app.clock.now();
    const seq = ++unendedReads;
    const rows = await app.db
      .selectFrom('engage_activities')
      .selectAll()
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .execute();
    if (seq < unendedShown) return;
    unendedShown = seq;
    unended = new Map(rows.map((row) => [row.id, row]));
  };

  const read = async (): Promise<EngageState> => {
    const seq = ++reads;
    const state = await readEngageState(app.db, app.clock.now());
    if (seq > shown) {
      shown = seq;
      latest = { state, at: performance.now() };
    }
    return state;
  };

  const readFilter = async () => {
    const rows = await app.db.selectFrom('engage_filter_words').select('word').execute();
    filter = compileFilter(rows.map((row) => row.word));
  };

  const warn = (what: string) => (error: unknown) => app.log.warn({ err: error }, what);
  const unsubscribe = app.bus.subscribe((event) => {
    // What was read before a start, an end or a moderation is not given to anyone after it.
    if (event.type === 'engage') latest = null;
    if (event.type === 'engage')
      void readUnended()
        .then(() => (liveIds = liveNow()))
        .catch(warn('could not read the activities'));
    if (event.type === 'engage-filter') void readFilter().catch(warn('could not read the filter'));
  });
  await readUnended();
  await readFilter();
  liveIds = liveNow();

  const clock = setInterval(() => {
    const now = liveNow();
    if (now === liveIds) return;
    liveIds = now;
    app.bus.deliverHere({ type: 'engage' });
  }, TICK_MS);
  clock.unref();

  let sendsTimer: NodeJS.Timeout | null = null;
  /** Sends here moved the counters since they were last told of, and when that was. */
  let countersMoved = false;
  let countersToldAt = -Infinity;
  const tellSends = () => {
    sendsTimer = null;
    const now = performance.now();
    // The counters ride on a telling of sends (the hub writes both to a stream at once), at most
    // once per COUNTERS_MS: a telling too soon for them is followed by one when it is time.
    const counters = countersMoved && now - countersToldAt >= COUNTERS_MS;
    if (counters) {
      countersMoved = false;
      countersToldAt = now;
    } else if (countersMoved)
      sendsTimer = setTimeout(tellSends, countersToldAt + COUNTERS_MS - now);
    app.bus.publish({ type: 'engage-sends', counters }).catch(warn('could not tell of sends'));
  };
  const touched = (moved = false) => {
    if (moved) countersMoved = true;
    if (!sendsTimer) sendsTimer = setTimeout(tellSends, SENDS_MS);
  };

  const lastReaction = new Map<string, number>();
  let burst: Record<string, number> = {};
  let burstTimer: NodeJS.Timeout | null = null;
  const react = (uid: string, emoji: Reaction): boolean => {
    const now = performance.now();
    if (now - (lastReaction.get(uid) ?? -Infinity) < REACTION_GAP_MS) return false;
    lastReaction.set(uid, now);
    burst[emoji] = (burst[emoji] ?? 0) + 1;
    if (!burstTimer)
      burstTimer = setTimeout(() => {
        burstTimer = null;
        const sent = burst;
        burst = {};
        // Who reacted lately is all the limit needs: the rest is forgotten.
        const since = performance.now() - REACTION_GAP_MS;
        for (const [person, at] of lastReaction) if (at < since) lastReaction.delete(person);
        app.bus.publish({ type: 'reactions', burst: sent }).catch(warn('could not send reactions'));
      }, REACTIONS_MS);
    return true;
  };

  return {
    state: async () => (latest && performance.now() - latest.at < FRESH_MS ? latest.state : read()),
    read,
    activity: (id) => unended.get(id),
    touched,
    react,
    filter: () => filter,
    stop: () => {
      clearInterval(clock);
      if (sendsTimer) clearTimeout(sendsTimer);
      if (burstTimer) clearTimeout(burstTimer);
      unsubscribe();
    },
  };
}
