// The Server-Sent Events stream: team counters to everyone, each user's own profile to them.
// Changes are coalesced: a change after a quiet spell is pushed at once, and however many arrive
// within the window after a push, clients get one more push of the latest when it ends.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Profile } from '../../common/api.js';
import type { TeamStat } from '../../common/dashboard.js';
import type { LiveEvent } from './event-bus.js';

type Client = { res: ServerResponse; uid: string };

export type LiveHubOptions = {
  readCounters: () => Promise<TeamStat[]>;
  readProfile: (uid: string) => Promise<Profile | null>;
  onError: (error: unknown) => void;
  coalesceMs?: number;
  heartbeatMs?: number;
};

export class LiveHub {
  readonly #clients = new Set<Client>();
  /** Event ids name this process too, so a reconnect to another instance gets a fresh snapshot. */
  readonly #boot = randomBytes(4).toString('hex');
  #version = 0;
  #flush: NodeJS.Timeout | null = null;
  /** When the last counters push began (performance.now()); none yet at first. */
  #lastPush = -Infinity;
  readonly #heartbeat: NodeJS.Timeout;
  readonly #options: Required<LiveHubOptions>;

  constructor(options: LiveHubOptions) {
    this.#options = { coalesceMs: 250, heartbeatMs: 20_000, ...options };
    this.#heartbeat = setInterval(() => this.#broadcast(': ping\n\n'), this.#options.heartbeatMs);
    this.#heartbeat.unref();
  }

  get size(): number {
    return this.#clients.size;
  }

  #eventId(): string {
    return `${this.#boot}-${this.#version}`;
  }

  #broadcast(chunk: string): void {
    for (const client of this.#clients) client.res.write(chunk);
  }

  /** Takes over a response and keeps it open until the client leaves or the server stops. */
  async add(res: ServerResponse, uid: string, lastEventId: string | undefined): Promise<void> {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Tells nginx not to buffer the stream.
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const client: Client = { res, uid };
    this.#clients.add(client);
    res.on('close', () => this.#clients.delete(client));
    // A client that already has the latest counters (it reconnected in between pushes) needs no snapshot.
    if (lastEventId !== this.#eventId() || this.#version === 0) {
      const teams = await this.#options.readCounters();
      res.write(`id: ${this.#eventId()}\nevent: counters\ndata: ${JSON.stringify(teams)}\n\n`);
    }
  }

  handle(event: LiveEvent): void {
    if (event.type === 'counters') this.#scheduleCounters();
    else if (event.type === 'games') this.#broadcast(`event: games\ndata: {}\n\n`);
    else void this.#pushProfile(event.uid);
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
          this.#broadcast(
            `id: ${this.#eventId()}\nevent: counters\ndata: ${JSON.stringify(teams)}\n\n`,
          );
        })
        .catch(this.#options.onError);
    }, wait);
  }

  async #pushProfile(uid: string): Promise<void> {
    const targets = [...this.#clients].filter((client) => client.uid === uid);
    if (targets.length === 0) return;
    try {
      const data = JSON.stringify(await this.#options.readProfile(uid));
      for (const client of targets) client.res.write(`event: profile\ndata: ${data}\n\n`);
    } catch (error) {
      this.#options.onError(error);
    }
  }

  /** Ends every stream, so a graceful shutdown is not held open by them. */
  close(): void {
    clearInterval(this.#heartbeat);
    if (this.#flush) clearTimeout(this.#flush);
    for (const client of this.#clients) client.res.end();
    this.#clients.clear();
  }
}
