// Starts a browser signed in, for journeys that are not about signing in: the user and a session
// are written into the journey server's database by the server's own code (the session factory of
// the server tests), and the browser is given the session cookie the server would have set.
import type { BrowserContext } from '@playwright/test';
// The server's additions to Fastify's types, which the server modules below are checked against.
import type {} from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/database.js';
import { sessionCookieName } from '../server/features/auth/sessions.js';
import { writeSignedInUsers } from '../server/test/sessions.js';

/** A journey server: the address browsers open, and the folder of its SQLite file and log. */
export type JourneyServer = { baseURL: string; dir: string };

/** Signs the browser context in as the 10-digit number on `server`, creating the user if needed. */
export async function addSessionCookie(
  context: BrowserContext,
  digits: string,
  server: JourneyServer,
): Promise<void> {
  // The journey server's own settings (playwright.config.ts), as far as a session depends on them.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: `sqlite:${server.dir}/utsav.db`,
    PUBLIC_URL: server.baseURL,
  });
  const db = openDatabase(config.database);
  try {
    const [signedIn] = await writeSignedInUsers(db, [`+91${digits}`], Date.now());
    // The cookie as setSessionCookie sets it; on http its name has no __Host- prefix.
    await context.addCookies([
      {
        name: sessionCookieName(config),
        value: signedIn!.sessionId,
        url: server.baseURL,
        httpOnly: true,
        sameSite: 'Lax',
        secure: config.publicUrl.protocol === 'https:',
      },
    ]);
  } finally {
    await db.destroy();
  }
}
