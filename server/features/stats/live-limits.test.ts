// The live stream's limits on a real server: streams per session and per address, clients that stop
// reading, and streams of a session that signs out.
import { once } from 'node:events';
import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_CHANNEL, type LiveEvent } from '../../live/event-bus.js';
import { signInTestUser } from '../../test/sessions.js';
import { sendCodeTo, startSignInServer, verify, type LogCapture } from '../../test/sign-in.js';
import { openSse, type SseEvent, type SseStream } from '../../test/sse-client.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { createSession, hashSessionId } from '../auth/sessions.js';

// The log is read by the test that signs in again through the code flow.
let server: TestServer & { log: LogCapture };
let base: string;
const open: (SseStream | net.Socket)[] = [];
let phone = 7400000000;
let addresses = 0;

beforeAll(async () => {
  server = await startSignInServer({
    env: {
      // Each test streams from its own address (X-Forwarded-For), so the address cap is per test.
      TRUST_PROXY: '1',
      LIVE_STREAMS_PER_SESSION: '3',
      LIVE_STREAMS_PER_ADDRESS: '4',
      LIVE_DRAIN_TIMEOUT_MS: '1000',
    },
  });
  base = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
// Each test's streams end with it, so no reader left open spends the machine on a later flood.
afterEach(() => {
  for (const stream of open.splice(0)) {
    if (stream instanceof net.Socket) stream.destroy();
    else stream.close();
  }
});
afterAll(async () => {
  await server.close();
});

type Session = { cookie: string; value: string; uid: string };

async function newSession(): Promise<Session> {
  phone += 1;
  const value = (await signInTestUser(server.app, String(phone))).cookies.utsav_session!;
  const me = await server.app.inject({ url: '/api/me', cookies: { utsav_session: value } });
  return { cookie: `utsav_session=${value}`, value, uid: me.json<{ uid: string }>().uid };
}

/** Another session of the same user, as on a second phone. */
async function secondSession(of: Session): Promise<Session> {
  const value = await createSession(server.app.db, of.uid, Date.now());
  return { cookie: `utsav_session=${value}`, value, uid: of.uid };
}

const nextAddress = () => `203.0.113.${(addresses += 1)}`;

async function stream(session: Session, address: string): Promise<SseStream> {
  const sse = await openSse(`${base}/api/live`, {
    cookie: session.cookie,
    'x-forwarded-for': address,
  });
  open.push(sse);
  expect(sse.status).toBe(200);
  await sse.next((event) => event.event === 'counters');
  return sse;
}

async function metric(series: string): Promise<number> {
  const text = (await server.app.inject('/metrics')).body;
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return Number(line?.slice(series.length + 1));
}

/** Publishes an event and waits until this instance has heard it back from the bus. */
async function published(event: LiveEvent): Promise<void> {
  const heard = new Promise<void>((resolve) => {
    const stop = server.app.bus.subscribe((seen) => {
      if (JSON.stringify(seen) !== JSON.stringify(event)) return;
      stop();
      resolve();
    });
  });
  await server.app.bus.publish(event);
  await heard;
}

/**
 * A burst of quizzes events. On PostgreSQL one statement raises them all on the bus's channel, as a
 * NOTIFY per publish would take minutes for the megabytes a stalled socket absorbs.
 */
async function flood(count: number): Promise<void> {
  if (server.config.database.kind === 'postgres') {
    await sql`select pg_notify(${EVENT_CHANNEL}, json_build_object('type', 'quizzes', 'n', g)::text)
      from generate_series(1, ${count}) as g`.execute(server.app.db);
  } else {
    await Promise.all(
      Array.from({ length: count }, () => server.app.bus.publish({ type: 'quizzes' })),
    );
  }
}

const isQuizzesEvent = (event: SseEvent) => event.event === 'quizzes';
const reasonOf = (event: SseEvent) => (JSON.parse(event.data) as { reason: string }).reason;

describe(`the live stream's limits on ${testDatabaseKind}`, () => {
  it('closes the oldest stream of a session that opens one more than LIVE_STREAMS_PER_SESSION', async () => {
    const session = await newSession();
    const address = nextAddress();
    const first = await stream(session, address);
    const others = [await stream(session, address), await stream(session, address)];
    const before = await metric('utsav_live_closed_total{reason="session_cap"}');

    others.push(await stream(session, address));

    const closed = await first.next((event) => event.event === 'closed');
    expect(reasonOf(closed)).toBe('session_cap');
    await first.ended;
    await published({ type: 'quizzes' });
    for (const sse of others) await sse.next(isQuizzesEvent);
    expect(first.events.filter(isQuizzesEvent)).toEqual([]);
    expect(await metric('utsav_live_closed_total{reason="session_cap"}')).toBe(before + 1);
  });

  it('refuses a stream over LIVE_STREAMS_PER_ADDRESS with 429, and serves other addresses', async () => {
    const address = nextAddress();
    const [a, b, c] = [await newSession(), await newSession(), await newSession()];
    const streams = [
      await stream(a, address),
      await stream(a, address),
      await stream(b, address),
      await stream(b, address),
    ];
    const before = await metric('utsav_live_refused_total{reason="address_cap"}');

    const refused = await fetch(`${base}/api/live`, {
      headers: { cookie: c.cookie, 'x-forwarded-for': address },
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: {
        code: 'too_many_live_streams',
        message: 'Too many live connections from this network. Please try again in a minute.',
      },
    });
    expect(await metric('utsav_live_refused_total{reason="address_cap"}')).toBe(before + 1);
    await stream(c, nextAddress());

    // A stream that ends gives its place back.
    streams[0]!.close();
    await expect
      .poll(async () => {
        const retry = await openSse(`${base}/api/live`, {
          cookie: c.cookie,
          'x-forwarded-for': address,
        });
        open.push(retry);
        return retry.status;
      })
      .toBe(200);
  });

  it("closes every stream of a session that signs out, and none of the user's other session", async () => {
    const address = nextAddress();
    const signingOut = await newSession();
    const otherPhone = await secondSession(signingOut);
    const someoneElse = await newSession();
    const ending = [await stream(signingOut, address), await stream(signingOut, address)];
    const staying = [await stream(otherPhone, address), await stream(someoneElse, nextAddress())];
    const before = await metric('utsav_live_closed_total{reason="signed_out"}');
    const announced: LiveEvent[] = [];
    const stop = server.app.bus.subscribe((event) => announced.push(event));

    const out = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: { utsav_session: signingOut.value },
    });
    expect(out.statusCode).toBe(204);

    for (const sse of ending) {
      expect(reasonOf(await sse.next((event) => event.event === 'closed'))).toBe('signed_out');
      await sse.ended;
    }
    stop();
    // The bus carries the stored hash of the session, never the cookie's value.
    expect(announced).toEqual([
      { type: 'session-ended', sessionId: hashSessionId(signingOut.value) },
    ]);
    expect(JSON.stringify(announced)).not.toContain(signingOut.value);
    await published({ type: 'quizzes' });
    for (const sse of staying) await sse.next(isQuizzesEvent);
    expect(await metric('utsav_live_closed_total{reason="signed_out"}')).toBe(before + 2);
    const again = await fetch(`${base}/api/live`, {
      headers: { cookie: signingOut.cookie, 'x-forwarded-for': address },
    });
    expect(again.status).toBe(401);
  });

  it('closes the streams of the session a browser replaces by signing in again', async () => {
    const replaced = await newSession();
    const sse = await stream(replaced, nextAddress());
    phone += 1;
    const sent = await sendCodeTo(server.app, String(phone));
    expect(sent.statusCode).toBe(200);
    const again = await verify(server.app, String(phone), server.log.codeFor(`+91${phone}`), {
      utsav_session: replaced.value,
    });
    expect(again.statusCode).toBe(200);
    expect(reasonOf(await sse.next((event) => event.event === 'closed'))).toBe('signed_out');
    await sse.ended;
  });

  it('closes a stream that was being opened as its session ended', async () => {
    const session = await newSession();
    // The end is announced while the session row still exists, as when sign-out and a reconnect cross.
    await published({ type: 'session-ended', sessionId: hashSessionId(session.value) });
    const sse = await openSse(`${base}/api/live`, {
      cookie: session.cookie,
      'x-forwarded-for': nextAddress(),
    });
    open.push(sse);
    expect(sse.status).toBe(200);
    expect(reasonOf(await sse.next())).toBe('signed_out');
    await sse.ended;
    expect(sse.events.map((event) => event.event)).toEqual(['closed']);
  });

  it('drops a client that stops reading, holding little more than a socket buffer for it until then', async () => {
    const session = await newSession();
    const address = nextAddress();
    const reader = await stream(session, address);
    const before = await metric('utsav_live_closed_total{reason="slow_client"}');

    const accepted: net.Socket[] = [];
    const onConnection = (socket: net.Socket) => accepted.push(socket);
    server.app.server.on('connection', onConnection);
    const stalled = net.connect(Number(new URL(base).port), '127.0.0.1');
    open.push(stalled);
    stalled.on('error', () => {});
    stalled.write(
      `GET /api/live HTTP/1.1\r\nHost: x\r\nCookie: ${session.cookie}\r\nX-Forwarded-For: ${address}\r\n\r\n`,
    );
    await once(stalled, 'data');
    // From here on nothing is read: the kernel's buffers fill, then Node's.
    stalled.pause();
    server.app.server.off('connection', onConnection);
    const serverSide = accepted.find((socket) => socket.remotePort === stalled.localPort)!;

    // Enough events to fill the loopback's socket buffers (a few MB) many times over if they were
    // all kept; a few at a time, so a client that does read keeps up.
    let most = 0;
    const started = Date.now();
    while (!serverSide.destroyed && Date.now() - started < 15_000) {
      await flood(1000);
      await new Promise((resolve) => setImmediate(resolve));
      most = Math.max(most, serverSide.writableLength);
    }

    expect(serverSide.destroyed).toBe(true);
    // A stream that is behind gets nothing more written: at most one write over the buffer's mark.
    expect(most).toBeLessThan(serverSide.writableHighWaterMark + 1024);
    expect(await metric('utsav_live_closed_total{reason="slow_client"}')).toBe(before + 1);
    // The reader of the same session kept up through the same flood and stays open.
    const count = reader.events.length;
    await published({ type: 'quizzes' });
    await expect.poll(() => reader.events.length).toBeGreaterThan(count);
  });
});
