// Live fan-out: thousands of open connections on one process, one change after another, and how
// long until the connections have each. Raw sockets keep the client side light enough to hold 10,000.
import fs from 'node:fs';
import net from 'node:net';
import { percentile, type LoadResult } from './load.js';

export type FanoutResult = {
  connections: number;
  updated: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
};

/** One client, whatever it speaks: connected once it has its first snapshot. */
export type Subscriber = { connected: boolean; at: number | null; close: () => void };

/** What a subscriber reports: its first snapshot, a failure, and text to test for the change. */
export type SubscriberEvents = {
  onFirst: () => void;
  onError: () => void;
  changed: (text: string) => boolean;
};

/**
 * An SSE stream of the live hub (GET /api/live with a session cookie, or a venue screen's
 * GET /api/screen/:token/live), read from a bare TCP socket. `changed` is asked about whole events
 * only, never about an event cut in two by the socket's reads.
 */
export function openSseStream(
  port: number,
  request: { path: string; cookie?: string },
  events: SubscriberEvents,
): Subscriber {
  const socket = new net.Socket();
  const stream: Subscriber = { connected: false, at: null, close: () => socket.destroy() };
  let buffer = '';
  let failed = false;
  const fail = () => {
    if (failed) return;
    failed = true;
    socket.destroy();
    events.onError();
  };
  socket.setNoDelay(true);
  socket.connect(port, '127.0.0.1', () => {
    const cookie = request.cookie ? `Cookie: ${request.cookie}\r\n` : '';
    socket.write(
      `GET ${request.path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\n${cookie}\r\n`,
    );
  });
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    if (!stream.connected) {
      // Refused (a 4xx answer instead of the stream): counted now, or its batch would wait forever.
      if (buffer.includes('\r\n\r\n') && !buffer.startsWith('HTTP/1.1 200 ')) return fail();
      if (buffer.includes('event: counters')) {
        stream.connected = true;
        buffer = '';
        events.onFirst();
      }
      return;
    }
    const end = buffer.lastIndexOf('\n\n');
    if (end === -1) return;
    const whole = buffer.slice(0, end + 2);
    buffer = buffer.slice(end + 2);
    if (stream.at === null && events.changed(whole)) stream.at = performance.now();
  });
  socket.on('error', fail);
  // Closed by the server before its snapshot.
  socket.on('close', () => !stream.connected && fail());
  return stream;
}

/** The soft limit on open files of this process (which the server processes it starts inherit). */
export function openFileLimit(): number {
  const limits = fs.readFileSync('/proc/self/limits', 'utf8');
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
  return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
}

/** One change to measure: `change` makes it, `changed` tells the text that carries it. */
type Change = { changed: (text: string) => boolean; change: () => Promise<void> };

/** A change's figures, and which subscribers (by index) never had it. */
type ChangeResult = FanoutResult & { missed: number[] };

/** How long a change may take to reach every connection before the rest count as not updated. */
const CHANGE_DEADLINE_MS = 10_000;

/**
 * Opens `count` subscribers in batches, then makes each change in turn on the same connections and
 * measures until each subscriber has seen text for which that change's `changed` is true, from
 * just before `change` is called. `afterConnect` runs once every subscriber has its first snapshot.
 */
export async function fanout(options: {
  count: number;
  open: (index: number, events: SubscriberEvents) => Subscriber;
  afterConnect: () => Promise<void>;
  changes: Change[];
}): Promise<ChangeResult[]> {
  // This process holds one descriptor per connection, and so does the server; better a clear
  // refusal than a run whose errors are EMFILE.
  const limit = openFileLimit();
  if (options.count + 256 > limit) {
    throw new Error(`${options.count} connections need more than ulimit -n (${limit}) open files`);
  }
  const subscribers: Subscriber[] = [];
  let errors = 0;
  // The change being measured: what every subscriber tests its events against.
  let current: Change['changed'] = () => false;
  const batch = 250;
  try {
    for (let start = 0; start < options.count; start += batch) {
      const size = Math.min(batch, options.count - start);
      await new Promise<void>((resolve) => {
        let pending = size;
        const done = () => (pending -= 1) === 0 && resolve();
        for (let i = 0; i < size; i += 1) {
          subscribers.push(
            options.open(start + i, {
              onFirst: done,
              onError: () => {
                errors += 1;
                done();
              },
              changed: (text) => current(text),
            }),
          );
        }
      });
    }
    await options.afterConnect();
    const results: ChangeResult[] = [];
    for (const [index, change] of options.changes.entries()) {
      // A moment between changes, so that one's writes and garbage are not the next one's wait.
      if (index > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const subscriber of subscribers) subscriber.at = null;
      current = change.changed;
      const changedAt = performance.now();
      await change.change();
      const deadline = changedAt + CHANGE_DEADLINE_MS;
      while (
        performance.now() < deadline &&
        subscribers.some((s) => s.connected && s.at === null)
      ) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const delays = subscribers
        .filter((s) => s.at !== null)
        .map((s) => s.at! - changedAt)
        .sort((a, b) => a - b);
      results.push({
        connections: subscribers.filter((s) => s.connected).length,
        updated: delays.length,
        p50: percentile(delays, 50),
        p99: percentile(delays, 99),
        max: delays.at(-1) ?? 0,
        errors,
        missed: subscribers.flatMap((s, i) => (s.at === null ? [i] : [])),
      });
    }
    return results;
  } finally {
    for (const subscriber of subscribers) subscriber.close();
  }
}

/** A fan-out in the table's terms: connections that never had the change count as errors. */
export function fanoutLoadResult(result: FanoutResult): LoadResult {
  return {
    requests: result.updated,
    errors: result.errors + (result.connections - result.updated),
    seconds: result.max / 1000,
    perSecond: 0,
    p50: result.p50,
    p95: 0,
    p99: result.p99,
    generatorCpu: 0,
    machineBusy: 0,
  };
}
