// Tells every instance that something changed: in process on SQLite, PostgreSQL LISTEN/NOTIFY
// when several instances share one PostgreSQL database.
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { isPostgres } from '../db/database.js';
import type { Database } from '../db/schema.js';

/** A session-ended event names the SHA-256 the sessions table keeps, never the cookie's value. */
export type LiveEvent =
  | { type: 'counters' }
  | { type: 'profile'; uid: string }
  | { type: 'quizzes' }
  /** The event's setup changed: every instance reads it again (server/app.ts)… */
  | { type: 'site' }
  /** …and once this instance has, its open screens are told (local only). */
  | { type: 'site-loaded' }
  | { type: 'session-ended'; sessionId: string }
  /** Announcements were added or ended: every instance reads them again… */
  | { type: 'announcements' }
  /** …and once this instance has, or one started or ended by its time, its streams are told. */
  | { type: 'announcements-loaded' }
  /** A venue screen's settings changed, or it was revoked (server/features/screens). */
  | { type: 'screen-changed'; screenId: string }
  | { type: 'screen-revoked'; screenId: string }
  /** The live game moved (a phase, a question, a key): every stream is sent its state at once… */
  | { type: 'live-game' }
  /** …while players joining its lobby move only its counts, sent at most once a second. */
  | { type: 'live-game-joins' }
  /** Engage's activities started, ended or were moderated: every stream is sent their state… */
  | { type: 'engage' }
  /**
   * …while votes, words and questions move it at most twice a second; with `counters` when they
   * moved the teams' points too, which Engage's next push then carries.
   */
  | { type: 'engage-sends'; counters?: boolean }
  /** The organisers' filter words changed: every instance reads them again. */
  | { type: 'engage-filter' }
  /** A moderator acted on what this person sent: their own phones read their sends again. */
  | { type: 'engage-mine'; uid: string }
  /** Reactions sent to one instance lately, by emoji: every instance's venue screens show them. */
  | { type: 'reactions'; burst: Record<string, number> };
export type EventBus = {
  /** Tells every instance (this one included). */
  publish(event: LiveEvent): Promise<void>;
  /** Tells this instance only: for what every instance notices by itself, as a schedule's moment. */
  deliverHere(event: LiveEvent): void;
  subscribe(handler: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
};

/** The PostgreSQL NOTIFY channel every instance listens on. */
export const EVENT_CHANNEL = 'utsav_events';

export function inProcessBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    deliverHere(event) {
      emitter.emit('event', event);
    },
    subscribe(handler) {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Tells the running servers of a change made by a script. On PostgreSQL that is a NOTIFY every
 * instance hears; on SQLite the server notices other writers by itself (sqlite-watch.ts).
 */
export async function announce(db: Kysely<Database>, events: LiveEvent[]): Promise<void> {
  if (!isPostgres(db)) return;
  for (const event of events)
    await sql`select pg_notify(${EVENT_CHANNEL}, ${JSON.stringify(event)})`.execute(db);
}

/** One dedicated connection listens; it reconnects with back-off if the server goes away. */
export async function postgresBus(url: string, log: FastifyBaseLogger): Promise<EventBus> {
  const local = inProcessBus();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 250;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== EVENT_CHANNEL || !message.payload) return;
      try {
        void local.publish(JSON.parse(message.payload) as LiveEvent);
      } catch {
        log.warn('ignored a malformed live event');
      }
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'live event connection lost');
      if (client === next) reconnect();
    });
    await next.connect();
    await next.query(`listen ${EVENT_CHANNEL}`);
    client = next;
    retryMs = 250;
  }

  function reconnect(): void {
    client = null;
    if (closed) return;
    setTimeout(() => {
      connect().catch(() => reconnect());
    }, retryMs).unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  }

  await connect();
  // One query at a time on the connection: pg queues overlapping ones only until its next major.
  let sending: Promise<unknown> = Promise.resolve();
  return {
    async publish(event) {
      const listening = client;
      if (!listening) return local.publish(event);
      const sent = sending.then(() =>
        listening.query('select pg_notify($1, $2)', [EVENT_CHANNEL, JSON.stringify(event)]),
      );
      sending = sent.catch(() => {});
      await sent;
    },
    deliverHere: (event) => local.deliverHere(event),
    subscribe: (handler) => local.subscribe(handler),
    async close() {
      closed = true;
      await client?.end().catch(() => {});
      await local.close();
    },
  };
}
