import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../common/api.js';
import { startTestServer, testDatabaseKind, type TestServer } from './test/test-server.js';

const servers: Record<string, TestServer> = {};

beforeAll(async () => {
  // Behind a TLS proxy: the proxy trusted (its X-Forwarded-Proto read) or not.
  for (const trustProxy of ['false', '1'])
    servers[trustProxy] = await startTestServer({
      env: { PUBLIC_URL: 'https://utsav.example.com', TRUST_PROXY: trustProxy },
    });
});
afterAll(async () => {
  for (const server of Object.values(servers)) await server.close();
});

/** A state-changing request as a browser sends it to the server behind its proxy. */
const signOut = (server: TestServer, headers: Record<string, string>) =>
  server.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers });

describe(`the origin check behind a TLS proxy on ${testDatabaseKind}`, () => {
  it.each(['false', '1'])(
    'refuses the public host in plain http when PUBLIC_URL is https (TRUST_PROXY=%s)',
    async (trustProxy) => {
      const server = servers[trustProxy]!;
      for (const forwarded of [{}, { 'x-forwarded-proto': 'http' }] as Record<string, string>[]) {
        for (const host of ['utsav.example.com', '10.0.0.5:8080']) {
          const response = await signOut(server, {
            host,
            origin: `http://${host}`,
            ...forwarded,
          });
          expect(response.statusCode, `${host} ${JSON.stringify(forwarded)}`).toBe(403);
          expect(response.json<ApiErrorBody>().error.code).toBe('foreign_origin');
        }
      }
    },
  );

  it.each(['false', '1'])(
    'takes the public address, and the address the page came from, in https (TRUST_PROXY=%s)',
    async (trustProxy) => {
      const server = servers[trustProxy]!;
      for (const [host, origin] of [
        ['utsav.example.com', 'https://utsav.example.com'],
        ['10.0.0.5:8080', 'https://10.0.0.5:8080'],
      ] as const) {
        const response = await signOut(server, {
          host,
          origin,
          'x-forwarded-proto': 'https',
        });
        expect(response.statusCode, origin).toBe(204);
      }
    },
  );
});
