// The signed-out screens' live stream (/api/site/live): the setup's version at once and at every
// change, nothing of the signed-in stream's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse, type SseStream } from '../../test/sse-client.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { touchSite } from '../setup/site-store.js';

let server: TestServer;
let base: string;
const open: SseStream[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { LIVE_STREAMS_PER_ADDRESS: '3' } });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await server.close();
});

async function watch(): Promise<SseStream> {
  const sse = await openSse(`${base}/api/site/live`);
  open.push(sse);
  return sse;
}

const versionOf = (data: string) => (JSON.parse(data) as { version: number }).version;

describe(`the signed-out screens' live stream on ${testDatabaseKind}`, () => {
  it('opens for anyone with the version of the setup the server holds', async () => {
    const sse = await watch();
    expect(sse.status).toBe(200);
    const first = await sse.next();
    expect(first.event).toBe('site');
    expect(versionOf(first.data)).toBe(server.app.site.version);
  });

  it('sends the new version when organisers change the setup, and nothing else', async () => {
    const sse = await watch();
    const before = versionOf((await sse.next()).data);
    await server.app.db.transaction().execute((trx) => touchSite(trx, Date.now()));
    await server.app.bus.publish({ type: 'site' });
    await server.app.bus.publish({ type: 'counters' });
    await server.app.bus.publish({ type: 'quizzes' });

    const pushed = await sse.next();
    expect(pushed.event).toBe('site');
    expect(versionOf(pushed.data)).toBe(before + 1);
    // A signed-out screen has no use for the dashboards, the quizzes or the announcements.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sse.events.map((event) => event.event)).toEqual(['site', 'site']);
  });

  it('refuses one more stream from an address over its ceiling', async () => {
    await watch();
    const response = await fetch(`${base}/api/site/live`);
    expect(response.status).toBe(429);
    await response.body?.cancel();
  });
});
