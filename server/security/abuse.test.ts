// Abuse: guessing codes, flooding one number or one address, abandoning thousands of live streams,
// holding connections open with half-sent requests, and uploads far over the limit.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELFIE_MAX_BYTES } from '../../common/profile-input.js';
import { photoContentDir } from '../test/content.js';
import { signInTestUser } from '../test/sessions.js';
import { sendCodeTo, startSignInServer, verify, type LogCapture } from '../test/sign-in.js';
import { testDatabaseKind, type TestServer } from '../test/test-server.js';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

let server: TestServer & { log: LogCapture };
let base: string;
let port: number;

beforeAll(async () => {
  server = await startSignInServer({
    env: { TRUST_PROXY: '1', OTP_IP_HOURLY_LIMIT: '20', CONTENT_DIR: photoContentDir() },
  });
  base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(base).port);
});
afterAll(async () => {
  await server.close();
});

const openFds = () => fs.readdirSync('/proc/self/fd').length;

describe(`abuse on ${testDatabaseKind}`, () => {
  it('one address asking codes for many numbers is stopped at its ceiling (OTP_IP_HOURLY_LIMIT, 20 here)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const sent = await sendCodeTo(server.app, String(9700000000 + i), {
        'x-forwarded-for': '203.0.113.7',
      });
      statuses.push(sent.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it('one number asked for from many addresses gets one code a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const sent = await sendCodeTo(server.app, '9711111111', {
        'x-forwarded-for': `198.51.100.${i}`,
      });
      statuses.push(sent.statusCode);
    }
    expect(statuses).toEqual([200, 429, 429, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('guessing a code burns it after 5 wrong tries, so the right code no longer works', async () => {
    const sent = await sendCodeTo(server.app, '9722222222', { 'x-forwarded-for': '192.0.2.1' });
    expect(sent.statusCode).toBe(200);
    const code = server.log.codeFor('+919722222222');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const tries: number[] = [];
    for (let i = 0; i < 6; i += 1)
      tries.push((await verify(server.app, '9722222222', wrong)).statusCode);
    expect(tries.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(tries.slice(4).every((status) => status === 400 || status === 429)).toBe(true);
    const right = await verify(server.app, '9722222222', code);
    expect(right.statusCode).not.toBe(200);
    expect(right.cookies.find((c) => c.name === 'utsav_session')).toBeUndefined();
  });

  it('1,000 live streams opened and abandoned leave no connections, file descriptors or memory behind', async () => {
    const { cookies } = await signInTestUser(server.app, '9733333333');
    const cookie = `utsav_session=${cookies.utsav_session}`;
    const openStream = () =>
      new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.write(`GET /api/live HTTP/1.1\r\nHost: x\r\nCookie: ${cookie}\r\n\r\n`),
        );
        socket.once('data', () => resolve(socket));
        socket.once('error', reject);
      });
    // A first round warms up what is allocated once.
    for (const socket of await Promise.all(Array.from({ length: 50 }, openStream)))
      socket.destroy();
    await expect
      .poll(() => server.app.metrics.registry.getSingleMetricAsString('utsav_live_connections'))
      .toContain('utsav_live_connections 0');
    gc();
    const fdsBefore = openFds();
    const heapBefore = process.memoryUsage().heapUsed;

    for (let round = 0; round < 4; round += 1) {
      const sockets = await Promise.all(Array.from({ length: 250 }, openStream));
      // Abandoned: reset, not closed politely.
      for (const socket of sockets) socket.resetAndDestroy();
    }
    await expect
      .poll(async () =>
        server.app.metrics.registry.getSingleMetricAsString('utsav_live_connections'),
      )
      .toContain('utsav_live_connections 0');
    // A few descriptors may open meanwhile (the PostgreSQL pool grows up to 10), never 1,000. On a
    // busy machine the last resets are closed a few seconds late: the count is waited for, not eased.
    await expect.poll(openFds, { timeout: 15_000 }).toBeLessThanOrEqual(fdsBefore + 12);
    gc();
    const grown = process.memoryUsage().heapUsed - heapBefore;
    expect(grown).toBeLessThan(3 * 1024 * 1024);
  }, 40_000);

  it('slow clients sending headers a byte at a time do not hold up anyone else', async () => {
    const slow: net.Socket[] = [];
    for (let i = 0; i < 300; i += 1) {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => {});
      socket.write('GET /api/site HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      slow.push(socket);
    }
    const drip = setInterval(() => slow.forEach((socket) => socket.write('a')), 100);
    try {
      for (let i = 0; i < 20; i += 1) {
        const started = performance.now();
        const response = await fetch(`${base}/api/site`);
        expect(response.status).toBe(200);
        expect(performance.now() - started).toBeLessThan(500);
      }
      // The server gives up on a request whose headers never end.
      expect(server.app.server.headersTimeout).toBeGreaterThan(0);
      expect(server.app.server.headersTimeout).toBeLessThanOrEqual(60_000);
      expect(server.app.server.requestTimeout).toBeGreaterThan(0);
    } finally {
      clearInterval(drip);
      slow.forEach((socket) => socket.destroy());
    }
  });

  it('an upload far over the limit is cut off without being held in memory, and saves nothing', async () => {
    const { cookies } = await signInTestUser(server.app, '9744444444');
    const cookie = `utsav_session=${cookies.utsav_session}`;
    gc();
    const before = process.memoryUsage();
    const boundary = 'xUPLOADx';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="employeeId"\r\n\r\nEMP1290\r\n--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBig\r\n--${boundary}\r\nContent-Disposition: form-data; name="gender"\r\n\r\nmale\r\n--${boundary}\r\nContent-Disposition: form-data; name="team"\r\n\r\nkanpur\r\n--${boundary}\r\nContent-Disposition: form-data; name="selfie"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    // 200 MB, streamed: the client never holds it either.
    const chunk = Buffer.alloc(1024 * 1024, 0xff);
    let sent = 0;
    let answered: Promise<unknown> = Promise.resolve();
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(Buffer.from(head)),
      pull: async (controller) => {
        // Past 20 MB, twice SELFIE_MAX_BYTES, the rest waits for the server's answer or its cut: a
        // server that read on regardless would never answer, and the test would time out.
        if (sent >= 20) await answered;
        if (sent >= 200) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          return controller.close();
        }
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const answer = fetch(`${base}/api/profile`, {
      method: 'POST',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    }).catch((error: Error) => error);
    answered = answer;
    const response = await answer;
    if (response instanceof Response) expect(response.status).toBe(413);
    // Either a 413 or the connection cut mid-upload; never the whole 200 MB read.
    expect(sent).toBeLessThan(200);
    gc();
    const after = process.memoryUsage();
    expect(after.heapUsed + after.external - (before.heapUsed + before.external)).toBeLessThan(
      40 * 1024 * 1024,
    );
    const profile = await server.app.inject({ url: '/api/me', cookies });
    expect(profile.json<{ profile: unknown }>().profile).toBeNull();
  });

  it.each([
    ['a field that never ends', 'name="note"\r\n\r\n'],
    [
      'a photo that never ends',
      'name="selfie"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
    ],
    ['bytes before the first boundary', null],
  ])(
    "a 30 MB form without its closing boundary (%s) is refused once it passes the route's limit, and others are answered meanwhile",
    async (_shape, partHead) => {
      const { cookies } = await signInTestUser(server.app, '9744444445');
      const boundary = 'xNEVERENDSx';
      const head = partHead
        ? `--${boundary}\r\nContent-Disposition: form-data; name="employeeId"\r\n\r\nEMP1291\r\n--${boundary}\r\nContent-Disposition: form-data; ${partHead}`
        : '';
      // The server's side of this upload's connection, found by the client's port, counts what it read.
      const serverSockets: { socket: net.Socket; port: number | undefined }[] = [];
      const onConnection = (socket: net.Socket) =>
        serverSockets.push({ socket, port: socket.remotePort });
      server.app.server.on('connection', onConnection);
      const total = 30 * 1024 * 1024;
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let pulled = 0;
      const health: { status?: Promise<number> } = {};
      const body = Readable.from(
        (async function* () {
          yield Buffer.from(head);
          while (pulled < total) {
            pulled += chunk.length;
            // Halfway to the limit, someone else asks the server something.
            if (!health.status && pulled > SELFIE_MAX_BYTES / 2)
              health.status = fetch(`${base}/healthz`).then((response) => response.status);
            yield chunk;
          }
        })(),
      );
      let clientPort = 0;
      const answer = await new Promise<{ status: number } | Error>((resolve) => {
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/profile',
          // A connection of its own, kept alive as a browser's is.
          agent: new http.Agent({ keepAlive: true }),
          headers: {
            cookie: `utsav_session=${cookies.utsav_session}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
        });
        request.on('socket', (socket) =>
          socket.on('connect', () => (clientPort = socket.localPort!)),
        );
        // As a browser does, the client stops sending once it has the answer.
        request.on('response', (response) => {
          body.unpipe(request);
          response.resume();
          resolve({ status: response.statusCode! });
        });
        request.on('error', resolve);
        body.pipe(request);
      });
      server.app.server.off('connection', onConnection);
      body.destroy();
      expect(answer).not.toBeInstanceOf(Error);
      expect((answer as { status: number }).status).toBe(413);
      // The photo's limit and the form's few fields, plus what was in flight: far from 30 MB.
      const read = serverSockets.find((each) => each.port === clientPort)!.socket.bytesRead;
      expect(read).toBeGreaterThan(SELFIE_MAX_BYTES / 2);
      expect(read).toBeLessThan(SELFIE_MAX_BYTES + 2 * 1024 * 1024);
      expect(pulled).toBeLessThan(total);
      expect(await health.status).toBe(200);
      const profile = await server.app.inject({ url: '/api/me', cookies });
      expect(profile.json<{ profile: unknown }>().profile).toBeNull();
    },
    60_000,
  );
});
