// The hub's flow control on real sockets: what a client that falls behind gets, and when it is cut.
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamStat } from '../../common/dashboard.js';
import { LiveHub, type LiveCloseReason, type LiveHubOptions } from './live-hub.js';

type Rig = {
  hub: LiveHub;
  closed: LiveCloseReason[];
  /** Points of the one team readCounters reports. */
  points: { value: number };
  /** The points each call of readCounters reported, in order. */
  reads: number[];
  /** A client that reads nothing after the response's headers until told to. */
  connect: () => Promise<{
    client: net.Socket;
    serverSide: net.Socket;
    received: () => string;
    /** Whether the server ended the connection cleanly (a FIN, not a reset). */
    ended: () => boolean;
  }>;
};

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function startRig(options: Partial<LiveHubOptions>): Promise<Rig> {
  const closed: LiveCloseReason[] = [];
  const points = { value: 0 };
  const reads: number[] = [];
  const hub = new LiveHub({
    readCounters: async () => {
      reads.push(points.value);
      return [{ key: 'central', points: points.value } as TeamStat];
    },
    readProfile: async () => null,
    readEngage: async () => ({ activities: [], now: 0 }),
    readGame: async () => null,
    now: () => Date.now(),
    readAnnouncements: () => [],
    readSiteVersion: () => 1,
    onError: (error) => {
      throw error;
    },
    onClose: (reason) => closed.push(reason),
    ...options,
  });
  const accepted: net.Socket[] = [];
  const server = http.createServer((_request, res) => {
    void hub.add(res, { uid: 'u', sessionId: 's', address: '192.0.2.1' }, undefined);
  });
  server.on('connection', (socket) => accepted.push(socket));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  const clients: net.Socket[] = [];
  stops.push(async () => {
    hub.close();
    clients.forEach((client) => client.destroy());
    server.close();
    await once(server, 'close');
  });

  return {
    hub,
    closed,
    points,
    reads,
    async connect() {
      const client = net.connect(port, '127.0.0.1');
      clients.push(client);
      client.on('error', () => {});
      let text = '';
      let ended = false;
      client.on('end', () => (ended = true));
      client.write('GET /api/live HTTP/1.1\r\nHost: x\r\n\r\n');
      await once(client, 'data');
      client.pause();
      client.on('data', (chunk: Buffer) => (text += chunk.toString()));
      const serverSide = accepted.find((socket) => socket.remotePort === client.localPort)!;
      return { client, serverSide, received: () => text, ended: () => ended };
    },
  };
}

/** Games events in bursts small enough for a client that reads, until `done` or 10 seconds. */
async function floodUntil(hub: LiveHub, burst: number, done: () => boolean): Promise<void> {
  const until = Date.now() + 10_000;
  while (!done() && Date.now() < until) {
    for (let i = 0; i < burst; i += 1) hub.handle({ type: 'quizzes' });
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Resolves once the hub has read the counters showing `points`, and has written what it read. */
async function untilPushed(rig: Rig, points: number): Promise<void> {
  await expect.poll(() => rig.reads.at(-1), { timeout: 5_000, interval: 5 }).toBe(points);
  // The read's result goes out in a callback of the same turn of the event loop.
  await new Promise((resolve) => setImmediate(resolve));
}

describe('the live hub with a client that stops reading', () => {
  it('writes nothing more to it while it is behind, and sends only the newest counters once it reads', async () => {
    const rig = await startRig({ coalesceMs: 10, drainTimeoutMs: 60_000 });
    const { client, serverSide, received } = await rig.connect();
    await floodUntil(rig.hub, 500, () => serverSide.writableNeedDrain);
    expect(serverSide.writableNeedDrain).toBe(true);
    const unsent = serverSide.writableLength;

    for (let value = 1; value <= 5; value += 1) {
      rig.points.value = value;
      rig.hub.handle({ type: 'counters' });
      rig.hub.handle({ type: 'quizzes' });
      await untilPushed(rig, value);
    }
    expect(serverSide.writableLength).toBeLessThanOrEqual(unsent);

    client.resume();
    await expect.poll(() => received(), { timeout: 10_000 }).toContain('"points":5');
    // The snapshot the stream opened with may be there too; none of the pushes it was behind for is.
    const pushed = [...received().matchAll(/"points":(\d+)/g)].map((match) => match[1]);
    expect(pushed.filter((points) => points !== '0')).toEqual(['5']);
    expect(rig.closed).toEqual([]);
    expect(rig.hub.size).toBe(1);
  });

  it('cuts it once its unsent data passes maxBufferedBytes, without waiting for the drain timeout', async () => {
    const rig = await startRig({ maxBufferedBytes: 4096, drainTimeoutMs: 60_000 });
    const { serverSide } = await rig.connect();
    await floodUntil(rig.hub, 50, () => serverSide.destroyed);
    expect(serverSide.destroyed).toBe(true);
    expect(rig.closed).toEqual(['slow_client']);
    expect(rig.hub.size).toBe(0);
  });

  it('cuts it when it has not read for drainTimeoutMs', async () => {
    const rig = await startRig({ drainTimeoutMs: 300 });
    const { serverSide } = await rig.connect();
    await floodUntil(rig.hub, 500, () => serverSide.writableNeedDrain);
    const behindAt = Date.now();
    await expect.poll(() => serverSide.destroyed, { timeout: 5_000, interval: 20 }).toBe(true);
    expect(Date.now() - behindAt).toBeGreaterThanOrEqual(250);
    expect(rig.closed).toEqual(['slow_client']);
  });

  it('at shutdown ends the streams that read and cuts the ones that are behind', async () => {
    const rig = await startRig({ drainTimeoutMs: 60_000 });
    const reader = await rig.connect();
    reader.client.resume();
    const stalled = await rig.connect();
    await floodUntil(rig.hub, 500, () => stalled.serverSide.writableNeedDrain);

    rig.hub.close();
    expect(stalled.serverSide.destroyed).toBe(true);
    // The stream's body ends with its connection: a clean end, after everything written.
    await expect.poll(() => reader.ended()).toBe(true);
    expect(reader.received()).toMatch(/^event: quizzes\n[^]*\n\n$/);
    // Shutdown is not a closure the metrics count.
    expect(rig.closed).toEqual([]);
  });
});

describe('the live hub with a client that leaves early', () => {
  it('does not count a stream whose client left while its request was being checked', async () => {
    const hub = new LiveHub({
      readCounters: async () => [],
      readProfile: async () => null,
      readEngage: async () => ({ activities: [], now: 0 }),
      readGame: async () => null,
      now: () => Date.now(),
      readAnnouncements: () => [],
      readSiteVersion: () => 1,
      onError: (error) => {
        throw error;
      },
    });
    let added: Promise<void> = Promise.resolve();
    let requested!: () => void;
    const arrived = new Promise<void>((resolve) => (requested = resolve));
    const server = http.createServer((request, res) => {
      requested();
      // The session lookup the route does before handing the response over.
      added = once(request.socket, 'close').then(() =>
        hub.add(res, { uid: 'u', sessionId: 's', address: '192.0.2.1' }, undefined),
      );
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    stops.push(async () => {
      hub.close();
      server.close();
      await once(server, 'close');
    });
    const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    client.on('error', () => {});
    client.write('GET /api/live HTTP/1.1\r\nHost: x\r\n\r\n');
    await arrived;
    client.destroy();

    await expect.poll(() => added.then(() => hub.size)).toBe(0);
    expect(hub.admits('192.0.2.1')).toBe(true);
  });
});

describe('the live hub pushing to many streams', () => {
  it('writes a push a slice at a time, yielding to other work between slices, in the order pushes were made', async () => {
    const rig = await startRig({ sliceSize: 2 });
    const streams: Awaited<ReturnType<Rig['connect']>>[] = [];
    for (let i = 0; i < 5; i += 1) streams.push(await rig.connect());
    for (const stream of streams) stream.client.resume();
    const written = () => streams.map((stream) => stream.serverSide.bytesWritten);
    const before = written();

    rig.hub.handle({ type: 'quizzes' });
    rig.hub.handle({ type: 'site-loaded' });
    // One slice now; the rest after other work queued meanwhile has had its turn.
    const now = written();
    expect(now.filter((bytes, i) => bytes > before[i]!)).toHaveLength(2);
    let yielded = false;
    setImmediate(() => (yielded = true));

    await expect
      .poll(() => streams.every((stream) => /event: site/.test(stream.received())))
      .toBe(true);
    expect(yielded).toBe(true);
    for (const stream of streams)
      expect(stream.received().indexOf('event: quizzes')).toBeLessThan(
        stream.received().indexOf('event: site'),
      );
  });

  it("gives each stream Engage's newest state rather than every older one still being written", async () => {
    let voters = 0;
    const activity = (count: number) => ({ id: 'poll', poll: { voters: count, counts: [count] } });
    const rig = await startRig({
      sliceSize: 1,
      streamsPerSession: 30,
      readEngage: async () => ({ activities: [activity(voters)], now: 0 }) as never,
    });
    const streams: Awaited<ReturnType<Rig['connect']>>[] = [];
    for (let i = 0; i < 20; i += 1) streams.push(await rig.connect());
    for (const stream of streams) stream.client.resume();
    // Three pushes faster than one reaches every stream: each push's timer is run at once and its
    // read settled in microtasks, so no slice of the one before has had its turn in between. The
    // ones asked for while the first is written are one push, read once the first is written.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (let count = 1; count <= 3; count += 1) {
        voters = count;
        rig.hub.handle({ type: 'engage' });
        vi.advanceTimersByTime(0);
        for (let hop = 0; hop < 20; hop += 1) await Promise.resolve();
      }
    } finally {
      vi.useRealTimers();
    }
    await expect
      .poll(() => streams.every((stream) => stream.received().includes('"voters":3')))
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const stream of streams) {
      const pushes = stream.received().match(/event: engage\n/g) ?? [];
      // The newest last, and never all three in turn to the streams the slices reached late.
      expect(stream.received().lastIndexOf('"voters":3')).toBeGreaterThan(
        stream.received().lastIndexOf('"voters":2'),
      );
      expect(pushes.length).toBeLessThanOrEqual(2);
    }
    const late =
      streams
        .at(-1)!
        .received()
        .match(/event: engage\n/g) ?? [];
    expect(late.length).toBeLessThan(3);
  });
});
