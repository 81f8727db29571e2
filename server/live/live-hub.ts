// The Server-Sent Events stream: team counters and announcements to everyone, each user's own
// profile to them; venue screens (server/features/screens) are streams of this hub too, and so are
// signed-out screens' streams, which hear only the setup's version (watchSite).
// Changes are coalesced: a change after a quiet spell is pushed at once, and however many arrive
// within the window after a push, clients get one more push of the latest when it ends.
// Streams are bounded: a few per session (the oldest gives way), a generous number per address, and
// a client that stops reading is dropped rather than buffered for without end.
// Each event is encoded once and the same bytes are written straight to every stream's socket: the
// response is close-delimited (no chunked framing), so no per-stream HTTP machinery sits in between.
// A push to thousands of streams is written a slice at a time, yielding to the event loop between
// slices, so a quiz answer arriving meanwhile never waits behind the whole push.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Announcement, LiveClosed, Profile } from '../../common/api.js';
import type { EngageState, ReactionBurst } from '../../common/engage.js';
import type { LiveGameState } from '../../common/live-game.js';
import type { TeamStat } from '../../common/dashboard.js';
import type { LiveEvent } from './event-bus.js';

/** Why the hub closed a stream itself: the client is told why, or (slow_client) was not reading. */
export type LiveCloseReason = LiveClosed['reason'] | 'slow_client';

/**
 * Who a stream belongs to; sessionId is the session's stored hash, never the cookie. A venue screen
 * is `screen:<id>` as its uid, and one session of its own per stream (screenOwner).
 */
export type StreamOwner = { uid: string; sessionId: string; address: string };

/** The owner of one stream of a venue screen: revoking the screen ends all of them. */
export function screenOwner(screenId: string, address: string): StreamOwner {
  return {
    uid: `screen:${screenId}`,
    sessionId: `screen:${screenId}:${randomBytes(8).toString('hex')}`,
    address,
  };
}

type EventKind =
  | 'counters'
  | 'profile'
  | 'quizzes'
  | 'site'
  | 'announcements'
  | 'screen'
  | 'game'
  | 'engage'
  | 'mine';

type Client = StreamOwner & {
  socket: Socket;
  /** While the client is behind: the newest chunk of each kind it missed, sent once it drains. */
  missed: Map<EventKind, Buffer> | null;
  /** Set while the client is behind; dropping it when it fires. */
  drainTimer: NodeJS.Timeout | null;
  /** A signed-out screen's stream: the setup's version and the heartbeat, nothing else. */
  siteOnly: boolean;
};

export type LiveHubOptions = {
  readCounters: () => Promise<TeamStat[]>;
  readProfile: (uid: string) => Promise<Profile | null>;
  /** The announcements showing now, as this instance holds them (no read per stream). */
  readAnnouncements: () => Announcement[];
  /** The version of the setup this instance holds (no read per stream). */
  readSiteVersion: () => number;
  /** The live game's state, read once per push for every stream of this instance. */
  readGame: () => Promise<LiveGameState | null>;
  /** Engage's activities running now, read once per push for every stream of this instance. */
  readEngage: () => Promise<EngageState>;
  /** The server's clock, stamped on the game's state as it is sent (countdowns on phones). */
  now: () => number;
  onError: (error: unknown) => void;
  /** Told of every stream the hub closes on its own, not of clients that leave. */
  onClose?: (reason: LiveCloseReason) => void;
  coalesceMs?: number;
  heartbeatMs?: number;
  /** Open streams one session may hold (a few tabs); a new one closes the session's oldest. */
  streamsPerSession?: number;
  /** Open streams one address may hold; a venue's phones share one address, so it is generous. */
  streamsPerAddress?: number;
  /** How long a client may leave written data unread before it is dropped. */
  drainTimeoutMs?: number;
  /** Unsent bytes one stream may hold in this process before it is dropped. */
  maxBufferedBytes?: number;
  /** Streams written in one turn of the event loop before a push yields to other work. */
  sliceSize?: number;
  /** The least time between two pushes of the lobby's joins. */
  gameJoinsMs?: number;
  /** The least time between two pushes of Engage's sends (votes, words, questions). */
  engageSendsMs?: number;
};

/** One event of a push, and its kind (none: a heartbeat, which a stream that is behind skips). */
type Part = { chunk: Buffer; kind: EventKind | undefined };

/**
 * A push still being written: its events (written to each stream at once, `whole`), the streams
 * open when it began, how far it has got, and who waits for it to be written.
 */
type Push = { parts: Part[]; whole: Buffer; clients: Client[]; next: number; written: () => void };

const SCREEN_CHANGED = Buffer.from('event: screen\ndata: {}\n\n');
const MINE_CHANGED = Buffer.from('event: mine\ndata: {}\n\n');

/** The owner of every signed-out screen's stream; each has a session of its own. */
const SITE_WATCHER = 'site-watcher';

/** A session that ended is remembered this long, for a stream that was being opened meanwhile. */
const ENDED_SESSION_MEMORY_MS = 60_000;

/**
 * The stream's own headers. The body ends when the connection does, so no chunked framing is
 * needed and every client gets the same bytes; `connection: close` as the connection is the stream's.
 */
const STREAM_HEADERS: Record<string, string> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'close',
  // Tells nginx not to buffer the stream.
  'x-accel-buffering': 'no',
};

const HEARTBEAT = Buffer.from(': ping\n\n');
const RETRY = 'retry: 3000\n\n';

/** The response head: the headers already set on the response (security headers), then ours. */
function responseHead(res: ServerResponse): string {
  let head = 'HTTP/1.1 200 OK\r\n';
  for (const [name, value] of Object.entries({ ...res.getHeaders(), ...STREAM_HEADERS })) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) head += `${name}: ${each}\r\n`;
  }
  return `${head}\r\n`;
}

/**
 * Ends a stream once its last bytes are out. The HTTP server's sockets are half-open: end() alone
 * would wait for the client to close its side, and a shutdown would wait with it.
 */
function finish(socket: Socket, last?: Buffer): void {
  const destroy = () => socket.destroy();
  if (last) socket.end(last, destroy);
  else socket.end(destroy);
}

function closedEvent(reason: LiveClosed['reason']): Buffer {
  return Buffer.from(`event: closed\ndata: ${JSON.stringify({ reason } satisfies LiveClosed)}\n\n`);
}

function reactionsEvent(burst: ReactionBurst): Buffer {
  return Buffer.from(`event: reactions\ndata: ${JSON.stringify(burst)}\n\n`);
}

/**
 * A push made at once or at most once per window (from the last one's start): a sooner one takes a
 * later one's place. One runs at a time, from its read until every stream is written, and however
 * many are asked for meanwhile, one more follows it: its read starts after the last push is
 * written, so a crowd faster than a push is sent the newest state each time, never a queue of older
 * ones, and the push's cost stays bounded by the window.
 */
class CoalescedPush {
  #timer: NodeJS.Timeout | null = null;
  #due = 0;
  #last = -Infinity;
  #running = false;
  /** The shortest window asked for while a push ran: one more push follows it. */
  #after: number | null = null;
  #stopped = false;

  schedule(windowMs: number, push: () => Promise<void>, onError: (error: unknown) => void): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#after = Math.min(this.#after ?? windowMs, windowMs);
      return;
    }
    const now = performance.now();
    const due = Math.max(now, this.#last + windowMs);
    if (this.#timer && this.#due <= due) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#due = due;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#last = performance.now();
      this.#running = true;
      push()
        .catch(onError)
        .finally(() => {
          this.#running = false;
          const after = this.#after;
          this.#after = null;
          if (after !== null) this.schedule(after, push, onError);
        });
    }, due - now);
  }

  cancel(): void {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
  }
}

export class LiveHub {
  readonly #clients = new Set<Client>();
  /** Each owner's streams (a user's tabs, a screen's computers), for pushes to one owner. */
  readonly #byUid = new Map<string, Set<Client>>();
  /** Pushes to every stream still being written, in the order they were made. */
  readonly #pushes: Push[] = [];
  #writing = false;
  /** Each session's streams, oldest first. */
  readonly #bySession = new Map<string, Client[]>();
  readonly #byAddress = new Map<string, number>();
  /** Sessions and screens ended lately and when (performance.now()), oldest first. */
  readonly #endedSessions = new Map<string, number>();
  /** Event ids name this process too, so a reconnect to another instance gets a fresh snapshot. */
  readonly #boot = randomBytes(4).toString('hex');
  #version = 0;
  #flush: NodeJS.Timeout | null = null;
  /** When the last counters push began (performance.now()); none yet at first. */
  #lastPush = -Infinity;
  readonly #heartbeat: NodeJS.Timeout;
  readonly #options: Required<LiveHubOptions>;
  /** The announcements showing now, encoded once for every stream that opens. */
  #announcements: Buffer;
  /** Numbers each signed-out screen's stream, as its session. */
  #siteWatchers = 0;
  /** The live game as last read: sent to every stream that opens, stamped with the time then. */
  #game: LiveGameState | null = null;
  #gameFlush: NodeJS.Timeout | null = null;
  /** When the pending game push is due (performance.now()). */
  #gameDue = 0;
  #lastGamePush = -Infinity;
  /** Reads of the game are numbered, so a slow read never overwrites a newer one's state. */
  #gameReads = 0;
  #gameShown = 0;
  /** Engage's state as last pushed (null: no activity running), sent to every stream that opens. */
  #engage: Buffer | null = null;
  readonly #engagePush = new CoalescedPush();
  /** Sends moved the teams' counters: Engage's next push carries them. */
  #engageCounters = false;

  constructor(options: LiveHubOptions) {
    this.#options = {
      onClose: () => {},
      coalesceMs: 250,
      heartbeatMs: 20_000,
      streamsPerSession: 5,
      streamsPerAddress: 5_000,
      drainTimeoutMs: 30_000,
      maxBufferedBytes: 256 * 1024,
      sliceSize: 500,
      gameJoinsMs: 1_000,
      engageSendsMs: 500,
      ...options,
    };
    this.#heartbeat = setInterval(() => this.#broadcast(HEARTBEAT), this.#options.heartbeatMs);
    this.#heartbeat.unref();
    this.#announcements = this.#announcementsEvent(null);
  }

  get size(): number {
    return this.#clients.size;
  }

  /** Whether one more stream from this address is allowed. */
  admits(address: string): boolean {
    return (this.#byAddress.get(address) ?? 0) < this.#options.streamsPerAddress;
  }

  #eventId(): string {
    return `${this.#boot}-${this.#version}`;
  }

  /** With an id when pushed as a change, so that a client that has it needs no snapshot. */
  #announcementsEvent(id: string | null): Buffer {
    const showing = JSON.stringify(this.#options.readAnnouncements());
    return Buffer.from(`${id ? `id: ${id}\n` : ''}event: announcements\ndata: ${showing}\n\n`);
  }

  #countersEvent(teams: TeamStat[]): Buffer {
    return Buffer.from(
      `id: ${this.#eventId()}\nevent: counters\ndata: ${JSON.stringify(teams)}\n\n`,
    );
  }

  /**
   * Takes over a response's connection and keeps it open until the client leaves, the hub closes it
   * or the server stops; nothing else may write to the response. The stream is counted before the
   * first await, so admits() then add() is atomic.
   */
  async add(
    res: ServerResponse,
    owner: StreamOwner,
    lastEventId: string | undefined,
  ): Promise<void> {
    const client = this.#open(res, owner, false);
    if (!client) return;
    if (this.#hasEnded(owner.sessionId)) return this.#close(client, 'signed_out');
    if (this.#hasEnded(owner.uid)) return this.#close(client, 'revoked');
    // A client that already has the latest counters and announcements (it reconnected in between
    // pushes) needs no snapshot; any other gets both, the counters' id last to reach it.
    if (lastEventId !== this.#eventId() || this.#version === 0) {
      const teams = await this.#options.readCounters();
      this.#send(client, this.#countersEvent(teams), 'counters');
      this.#send(client, this.#announcements, 'announcements');
    }
    if (this.#game) this.#send(client, this.#gameEvent(), 'game');
    if (this.#engage) this.#send(client, this.#engage, 'engage');
  }

  /**
   * Takes over a signed-out screen's connection, as add() does. It hears only the setup's version:
   * at once (a change made since its page was read is not missed), then at every change; all from
   * this instance's memory, so a venue full of phones on the landing screen costs no reads.
   */
  watchSite(res: ServerResponse, address: string): void {
    this.#siteWatchers += 1;
    const owner = {
      uid: SITE_WATCHER,
      sessionId: `${SITE_WATCHER}:${this.#siteWatchers}`,
      address,
    };
    const client = this.#open(res, owner, true);
    if (client) this.#send(client, this.#siteEvent(), 'site');
  }

  /** Counts the stream and writes its head; null when the client left while it was checked. */
  #open(res: ServerResponse, owner: StreamOwner, siteOnly: boolean): Client | null {
    const socket = res.socket;
    if (!socket || socket.destroyed) return null;
    const client: Client = { ...owner, socket, missed: null, drainTimer: null, siteOnly };
    this.#register(client);
    socket.once('close', () => this.#remove(client));
    socket.write(responseHead(res) + RETRY);
    return client;
  }

  #siteEvent(): Buffer {
    const version = this.#options.readSiteVersion();
    return Buffer.from(`event: site\ndata: ${JSON.stringify({ version })}\n\n`);
  }

  handle(event: LiveEvent): void {
    switch (event.type) {
      case 'counters':
        return this.#scheduleCounters();
      case 'quizzes':
        return this.#broadcast(Buffer.from('event: quizzes\ndata: {}\n\n'), 'quizzes');
      case 'site-loaded':
        return this.#broadcast(this.#siteEvent(), 'site');
      case 'profile':
        return void this.#pushProfile(event.uid);
      case 'announcements-loaded':
        this.#announcements = this.#announcementsEvent(null);
        this.#version += 1;
        return this.#broadcast(this.#announcementsEvent(this.#eventId()), 'announcements');
      case 'live-game':
        return this.#scheduleGame(0);
      case 'live-game-joins':
        return this.#scheduleGame(this.#options.gameJoinsMs);
      case 'engage':
        return this.#scheduleEngage(0);
      case 'engage-sends':
        return this.#scheduleEngage(this.#options.engageSendsMs, event.counters === true);
      case 'engage-mine':
        return this.#sendTo(event.uid, MINE_CHANGED, 'mine');
      case 'reactions':
        return this.#sendToScreens(reactionsEvent(event.burst));
      case 'screen-changed':
        return this.#sendTo(`screen:${event.screenId}`, SCREEN_CHANGED, 'screen');
      case 'screen-revoked':
        return this.#end(`screen:${event.screenId}`, 'revoked');
      case 'session-ended':
        return this.#end(event.sessionId, 'signed_out');
      case 'site':
      case 'announcements':
      case 'engage-filter':
        return;
    }
  }

  #register(client: Client): void {
    const siblings = this.#bySession.get(client.sessionId) ?? [];
    while (siblings.length >= this.#options.streamsPerSession)
      this.#close(siblings[0]!, 'session_cap');
    siblings.push(client);
    this.#bySession.set(client.sessionId, siblings);
    this.#byAddress.set(client.address, (this.#byAddress.get(client.address) ?? 0) + 1);
    const owned = this.#byUid.get(client.uid) ?? new Set<Client>();
    owned.add(client);
    this.#byUid.set(client.uid, owned);
    this.#clients.add(client);
  }

  /** Forgets a stream; false when it was already gone. */
  #remove(client: Client): boolean {
    if (!this.#clients.delete(client)) return false;
    if (client.drainTimer) clearTimeout(client.drainTimer);
    const siblings = this.#bySession.get(client.sessionId)!;
    siblings.splice(siblings.indexOf(client), 1);
    if (siblings.length === 0) this.#bySession.delete(client.sessionId);
    const owned = this.#byUid.get(client.uid)!;
    owned.delete(client);
    if (owned.size === 0) this.#byUid.delete(client.uid);
    const left = this.#byAddress.get(client.address)! - 1;
    if (left === 0) this.#byAddress.delete(client.address);
    else this.#byAddress.set(client.address, left);
    return true;
  }

  #close(client: Client, reason: LiveCloseReason): void {
    const behind = client.drainTimer !== null;
    if (!this.#remove(client)) return;
    this.#options.onClose(reason);
    // A client that is not reading would never receive a goodbye: its socket is cut instead.
    if (reason === 'slow_client' || behind) client.socket.destroy();
    else finish(client.socket, closedEvent(reason));
  }

  /**
   * Writes to one stream. A stream that is behind gets nothing more in this process's memory: it
   * keeps only the newest counters, profile and quizzes chunk (all whole snapshots) for when it drains,
   * and heartbeats are skipped since unread data is on its way anyway.
   */
  #send(client: Client, chunk: Buffer, kind?: EventKind): void {
    if (!this.#clients.has(client)) return;
    if (client.siteOnly && kind !== undefined && kind !== 'site') return;
    if (client.drainTimer) {
      if (kind) client.missed!.set(kind, chunk);
      return;
    }
    const flowing = client.socket.write(chunk);
    if (client.socket.writableLength > this.#options.maxBufferedBytes)
      this.#close(client, 'slow_client');
    else if (!flowing) this.#fallBehind(client);
  }

  #fallBehind(client: Client): void {
    client.missed = new Map();
    client.drainTimer = setTimeout(
      () => this.#close(client, 'slow_client'),
      this.#options.drainTimeoutMs,
    );
    client.drainTimer.unref();
    client.socket.once('drain', () => {
      if (!this.#clients.has(client)) return;
      clearTimeout(client.drainTimer!);
      client.drainTimer = null;
      const missed = [...client.missed!];
      client.missed = null;
      for (const [kind, chunk] of missed) this.#send(client, chunk, kind);
    });
  }

  /**
   * Writes to every stream open now. Up to a slice's worth is written at once; beyond that, the
   * push is written a slice per turn of the event loop, after any push before it, so each stream
   * still gets every push in the order they were made.
   */
  #broadcast(chunk: Buffer, kind?: EventKind): void {
    void this.#broadcastAll([{ chunk, kind }]);
  }

  /**
   * Writes several events to every stream as one push: one write per stream for all of them (a
   * write to a socket costs far more than its bytes), each kind still kept apart for a stream that
   * is behind or hears only some kinds. Settles once every stream is written.
   */
  #broadcastAll(parts: Part[]): Promise<void> {
    const whole = parts.length === 1 ? parts[0]!.chunk : Buffer.concat(parts.map((p) => p.chunk));
    const push: Push = { parts, whole, clients: [], next: 0, written: () => {} };
    if (!this.#writing && this.#clients.size <= this.#options.sliceSize) {
      for (const client of this.#clients) this.#sendPush(client, push);
      return Promise.resolve();
    }
    push.clients = [...this.#clients];
    const written = new Promise<void>((resolve) => (push.written = resolve));
    this.#pushes.push(push);
    if (!this.#writing) {
      this.#writing = true;
      this.#writeSlice();
    }
    return written;
  }

  #sendPush(client: Client, push: Push): void {
    const { parts } = push;
    if (parts.length === 1) return this.#send(client, push.whole, parts[0]!.kind);
    // One that is behind keeps each kind's newest; a signed-out screen's hears only some kinds.
    if (client.siteOnly || client.drainTimer) {
      for (const part of parts) this.#send(client, part.chunk, part.kind);
      return;
    }
    this.#send(client, push.whole);
  }

  #writeSlice(): void {
    let budget = this.#options.sliceSize;
    while (budget > 0 && this.#pushes.length > 0) {
      const push = this.#pushes[0]!;
      const end = Math.min(push.clients.length, push.next + budget);
      budget -= end - push.next;
      for (; push.next < end; push.next += 1) this.#sendPush(push.clients[push.next]!, push);
      if (push.next === push.clients.length) {
        this.#pushes.shift();
        push.written();
      }
    }
    if (this.#pushes.length === 0) this.#writing = false;
    else setImmediate(() => this.#writeSlice());
  }

  /** Ends a session's streams, or every stream of a screen (its uid), and remembers it ended. */
  #end(key: string, reason: 'signed_out' | 'revoked'): void {
    const now = performance.now();
    this.#endedSessions.set(key, now);
    for (const [id, endedAt] of this.#endedSessions) {
      if (now - endedAt < ENDED_SESSION_MEMORY_MS) break;
      this.#endedSessions.delete(id);
    }
    const ending = [
      ...((reason === 'revoked' ? this.#byUid.get(key) : this.#bySession.get(key)) ?? []),
    ];
    for (const client of ending) this.#close(client, reason);
  }

  /** Sends to every stream of one owner (a user's tabs, a screen's computers). */
  #sendTo(uid: string, chunk: Buffer, kind: EventKind): void {
    for (const client of [...(this.#byUid.get(uid) ?? [])]) this.#send(client, chunk, kind);
  }

  #hasEnded(sessionId: string): boolean {
    const endedAt = this.#endedSessions.get(sessionId);
    return endedAt !== undefined && performance.now() - endedAt < ENDED_SESSION_MEMORY_MS;
  }

  #scheduleCounters(): void {
    if (this.#flush) return;
    const wait = Math.max(0, this.#lastPush + this.#options.coalesceMs - performance.now());
    this.#flush = setTimeout(() => {
      this.#flush = null;
      this.#lastPush = performance.now();
      this.#options
        .readCounters()
        .then((teams) => {
          this.#version += 1;
          this.#broadcast(this.#countersEvent(teams), 'counters');
        })
        .catch(this.#options.onError);
    }, wait);
  }

  /** The game's state with the clock now, so a countdown starts right wherever it arrives. */
  #gameEvent(): Buffer {
    const game = this.#game && { ...this.#game, now: this.#options.now() };
    return Buffer.from(`event: game\ndata: ${JSON.stringify(game)}\n\n`);
  }

  /**
   * Reads the game and pushes it to every stream, `windowMs` after the last push at the latest: a
   * move at once, the lobby's joins at most once per window. A sooner push takes a later one's place.
   */
  #scheduleGame(windowMs: number): void {
    const now = performance.now();
    const due = Math.max(now, this.#lastGamePush + windowMs);
    if (this.#gameFlush && this.#gameDue <= due) return;
    if (this.#gameFlush) clearTimeout(this.#gameFlush);
    this.#gameDue = due;
    this.#gameFlush = setTimeout(() => {
      this.#gameFlush = null;
      this.#lastGamePush = performance.now();
      const read = ++this.#gameReads;
      this.#options
        .readGame()
        .then((game) => {
          if (read < this.#gameShown) return;
          this.#gameShown = read;
          const wasRunning = this.#game !== null;
          this.#game = game;
          // No game before and none now: nothing for anyone to hear.
          if (game || wasRunning) this.#broadcast(this.#gameEvent(), 'game');
        })
        .catch(this.#options.onError);
    }, due - now);
  }

  /**
   * Reads Engage's state and pushes it, `windowMs` after the last push at the latest (as the game);
   * with the teams' counters when a send moved them (`counters`), both in one write per stream.
   */
  #scheduleEngage(windowMs: number, counters = false): void {
    if (counters) this.#engageCounters = true;
    this.#engagePush.schedule(
      windowMs,
      async () => {
        const withCounters = this.#engageCounters;
        this.#engageCounters = false;
        const [state, teams] = await Promise.all([
          this.#options.readEngage(),
          withCounters ? this.#options.readCounters() : null,
        ]);
        const parts: Part[] = [];
        const wasRunning = this.#engage !== null;
        const chunk = Buffer.from(`event: engage\ndata: ${JSON.stringify(state)}\n\n`);
        this.#engage = state.activities.length > 0 ? chunk : null;
        // None before and none now: nothing for anyone to hear of Engage.
        if (this.#engage || wasRunning) parts.push({ chunk, kind: 'engage' });
        if (teams) {
          this.#lastPush = performance.now();
          this.#version += 1;
          parts.push({ chunk: this.#countersEvent(teams), kind: 'counters' });
        }
        if (parts.length > 0) await this.#broadcastAll(parts);
      },
      this.#options.onError,
    );
  }

  /** A burst of reactions: the venue screens' streams only (phones do not show them). */
  #sendToScreens(chunk: Buffer): void {
    for (const [uid, clients] of this.#byUid) {
      if (!uid.startsWith('screen:')) continue;
      for (const client of [...clients]) this.#send(client, chunk);
    }
  }

  async #pushProfile(uid: string): Promise<void> {
    const targets = [...(this.#byUid.get(uid) ?? [])];
    if (targets.length === 0) return;
    try {
      const profile = await this.#options.readProfile(uid);
      const chunk = Buffer.from(`event: profile\ndata: ${JSON.stringify(profile)}\n\n`);
      for (const client of targets) this.#send(client, chunk, 'profile');
    } catch (error) {
      this.#options.onError(error);
    }
  }

  /** Ends every stream, so a graceful shutdown is not held open by them. */
  close(): void {
    clearInterval(this.#heartbeat);
    if (this.#flush) clearTimeout(this.#flush);
    if (this.#gameFlush) clearTimeout(this.#gameFlush);
    this.#engagePush.cancel();
    for (const push of this.#pushes.splice(0)) push.written();
    for (const client of [...this.#clients]) {
      const behind = client.drainTimer !== null;
      this.#remove(client);
      // One that is behind would hold the shutdown until its unread data went out.
      if (behind) client.socket.destroy();
      else finish(client.socket);
    }
  }
}
