// The network for component tests: MSW answers the app's fetches at the HTTP layer, and a request
// no handler expects fails loudly. Import it only in tests that talk to the server.
// Handlers use the app's own relative paths: MSW resolves them against jsdom's location (Vitest's
// default http://localhost:3000), the same base the app's relative fetches resolve against.
import { http, HttpResponse, type DefaultBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { makeSite } from './factories';

/** Every screen's frame reads the event's setup; a test that cares answers it itself. */
export const server = setupServer(http.get('/api/site', () => HttpResponse.json(makeSite())));

/** Every request that reached the mocked network in the current test, as "METHOD /path". */
export const seenRequests: string[] = [];

server.events.on('request:start', ({ request }) => {
  seenRequests.push(`${request.method} ${new URL(request.url).pathname}`);
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  seenRequests.length = 0;
});
afterAll(() => {
  server.close();
});

/** Answers POST `path` with `reply`; the JSON bodies it received, in order, fill the list returned. */
export function answerPost<Body extends DefaultBodyType>(
  path: string,
  reply: () => Response,
): Body[] {
  const received: Body[] = [];
  server.use(
    http.post<never, Body>(path, async ({ request }) => {
      received.push(await request.json());
      return reply();
    }),
  );
  return received;
}
