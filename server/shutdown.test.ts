import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from './app.js';
import { signInTestUser } from './test/sessions.js';
import { openSse } from './test/sse-client.js';
import { createTestDatabase } from './test/databases.js';
import { startTestServer, testConfig } from './test/test-server.js';

describe('graceful shutdown', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('finishes a request in flight, refuses new connections and closes the database', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const app = await createServer(testConfig(database.url));
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      app.get('/test/slow', async () => {
        resolve();
        await new Promise<void>((done) => (release = done));
        return { finished: true };
      });
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };

    const inFlight = fetch(`http://127.0.0.1:${port}/test/slow`);
    await started;
    const closing = app.close();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;

    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    await expect(app.db.selectFrom('team_counters').selectAll().execute()).rejects.toThrow();
  });

  it('ends open live streams so shutting down is not held open by them', async () => {
    const server = await startTestServer();
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as { port: number };
    const cookies = (await signInTestUser(server.app, '9988776655')).cookies;
    const sse = await openSse(`http://127.0.0.1:${port}/api/live`, {
      cookie: `utsav_session=${cookies.utsav_session}`,
    });
    await sse.next();
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(3000);
    sse.close();
  });

  // Browsers open spare connections ahead of need. One that never sends a request must not hold a
  // graceful shutdown until Node's headers timeout (a minute) gives up on it.
  it('closes at once although a connection is open that never sent a request', async () => {
    const server = await startTestServer();
    const base = new URL(await server.app.listen({ host: '127.0.0.1', port: 0 }));
    const spare = net.connect(Number(base.port), base.hostname);
    await new Promise((resolve) => spare.once('connect', resolve));
    const closed = new Promise((resolve) => spare.once('close', resolve));
    const started = Date.now();
    await server.close();
    await closed;
    expect(Date.now() - started).toBeLessThan(3000);
  }, 20_000);
});
