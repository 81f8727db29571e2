// Live fan-out: thousands of open connections on one process, one change, and how long until the
// connections have it. Raw sockets keep the client side light enough to hold 10,000.
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

/** An SSE stream of GET /api/live, read from a bare TCP socket. */
export function openSseStream(port: number, cookie: string, events: SubscriberEvents): Subscriber {
  const socket = new net.Socket();
  const stream: Subscriber = { connected: false, at: null, close: () => socket.destroy() };
  let buffer = '';
  socket.setNoDelay(true);
  socket.connect(port, '127.0.0.1', () => {
    socket.write(
      `GET /api/live HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`,
    );
  });
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    if (!stream.connected) {
      buffer += chunk;
      if (buffer.includes('event: counters')) {
        stream.connected = true;
        buffer = '';
        events.onFirst();
      }
      return;
    }
    if (stream.at === null && events.changed(chunk)) stream.at = performance.now();
  });
  socket.on('error', events.onError);
  return stream;
}

/** The soft limit on open files of this process (which the server processes it starts inherit). */
function openFileLimit(): number {
  const limits = fs.readFileSync('/proc/self/limits', 'utf8');
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
  return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
}

/**
 * Opens `count` subscribers in batches, then calls `change` and measures until each has seen text
 * for which `changed` is true. `afterConnect` runs once every subscriber has its first snapshot.
 */
export async function fanout(options: {
  count: number;
  open: (index: number, events: SubscriberEvents) => Subscriber;
  changed: (text: string) => boolean;
  afterConnect: () => Promise<void>;
  change: () => Promise<void>;
}): Promise<FanoutResult> {
  // This process holds one descriptor per connection, and so does the server; better a clear
  // refusal than a run whose errors are EMFILE.
  const limit = openFileLimit();
  if (options.count + 256 > limit) {
    throw new Error(`${options.count} connections need more than ulimit -n (${limit}) open files`);
  }
  const subscribers: Subscriber[] = [];
  let errors = 0;
  const batch = 250;
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
            changed: options.changed,
          }),
        );
      }
    });
  }
  await options.afterConnect();
  const changedAt = performance.now();
  await options.change();
  const deadline = changedAt + 10_000;
  while (performance.now() < deadline && subscribers.some((s) => s.connected && s.at === null)) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const delays = subscribers
    .filter((s) => s.at !== null)
    .map((s) => s.at! - changedAt)
    .sort((a, b) => a - b);
  for (const subscriber of subscribers) subscriber.close();
  return {
    connections: subscribers.filter((s) => s.connected).length,
    updated: delays.length,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    max: delays.at(-1) ?? 0,
    errors,
  };
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
