// A test file's organiser: a server on a fresh database with one admin signed in, and the requests
// a test sends as that admin (or as whoever's cookies it passes).
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../clock.js';
import { signInTestUser } from './sessions.js';
import { startTestServer, type TestServer } from './test-server.js';

export type Reply<T> = { status: number; body: T };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function startServerWithAdmin(
  digits: string,
  clock?: Clock,
): Promise<{ server: TestServer; admin: Record<string, string> }> {
  const server = await startTestServer({ clock, env: { ADMIN_PHONES: `+91${digits}` } });
  return { server, admin: (await signInTestUser(server.app, digits)).cookies };
}

/** Sends a request to the file's server, as its admin unless other cookies are given. */
export function requestsAs(server: () => TestServer, admin: () => Record<string, string>) {
  return async function call<T = unknown>(
    method: Method,
    url: string,
    payload?: object,
    cookies = admin(),
  ): Promise<Reply<T>> {
    const response = await server().app.inject({ method, url, cookies, payload });
    return { status: response.statusCode, body: (response.body ? response.json() : null) as T };
  };
}

/**
 * The file's server with its admin: started before its tests (handed to `started`, for the file's
 * own variables) and closed after them. Returns the file's `call`, as requestsAs.
 */
export function serverWithAdminForFile(
  digits: string,
  clock: Clock,
  started: (file: { server: TestServer; admin: Record<string, string> }) => void,
) {
  let file: { server: TestServer; admin: Record<string, string> } | undefined;
  beforeAll(async () => {
    file = await startServerWithAdmin(digits, clock);
    started(file);
  });
  afterAll(async () => {
    await file?.server.close();
  });
  return requestsAs(
    () => file!.server,
    () => file!.admin,
  );
}
