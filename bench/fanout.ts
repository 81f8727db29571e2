// Live fan-out: thousands of open SSE streams on one process, one counter change, and how long
// until the streams have it. Raw sockets keep the client side light enough to hold 10,000.
import net from 'node:net';
import { percentile } from './load.js';

export type FanoutResult = {
  connections: number;
  updated: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
};

type Stream = { socket: net.Socket; buffer: string; connected: boolean; at: number | null };

function openStream(
  port: number,
  cookie: string,
  onFirst: () => void,
  onError: () => void,
  watch: (text: string) => boolean,
): Stream {
  const stream: Stream = { socket: new net.Socket(), buffer: '', connected: false, at: null };
  stream.socket.setNoDelay(true);
  stream.socket.connect(port, '127.0.0.1', () => {
    stream.socket.write(
      `GET /api/live HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`,
    );
  });
  stream.socket.setEncoding('utf8');
  stream.socket.on('data', (chunk: string) => {
    if (!stream.connected) {
      stream.buffer += chunk;
      if (stream.buffer.includes('event: counters')) {
        stream.connected = true;
        stream.buffer = '';
        onFirst();
      }
      return;
    }
    if (stream.at === null && watch(chunk)) stream.at = performance.now();
  });
  stream.socket.on('error', onError);
  return stream;
}

/**
 * Opens `count` streams in batches, then calls `change` and measures until each stream has seen
 * text for which `changed` is true. `afterConnect` runs once every stream has its first snapshot.
 */
export async function fanout(options: {
  port: number;
  cookies: string[];
  count: number;
  changed: (text: string) => boolean;
  afterConnect: () => Promise<void>;
  change: () => Promise<void>;
}): Promise<FanoutResult> {
  const streams: Stream[] = [];
  let errors = 0;
  const batch = 250;
  for (let start = 0; start < options.count; start += batch) {
    const size = Math.min(batch, options.count - start);
    await new Promise<void>((resolve) => {
      let pending = size;
      const done = () => (pending -= 1) === 0 && resolve();
      for (let i = 0; i < size; i += 1) {
        const cookie = options.cookies[(start + i) % options.cookies.length]!;
        streams.push(
          openStream(
            options.port,
            cookie,
            done,
            () => {
              errors += 1;
              done();
            },
            options.changed,
          ),
        );
      }
    });
  }
  await options.afterConnect();
  const changedAt = performance.now();
  await options.change();
  const deadline = changedAt + 10_000;
  while (performance.now() < deadline && streams.some((s) => s.connected && s.at === null)) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const delays = streams
    .filter((s) => s.at !== null)
    .map((s) => s.at! - changedAt)
    .sort((a, b) => a - b);
  for (const stream of streams) stream.socket.destroy();
  return {
    connections: streams.filter((s) => s.connected).length,
    updated: delays.length,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    max: delays.at(-1) ?? 0,
    errors,
  };
}
