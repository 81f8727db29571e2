// Builds a real server on a fresh database for one test (see databases.ts for which kind).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer, type ServerOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { createTestDatabase } from './databases.js';

/** The suite's database kind, for test names. */
export { testDatabaseKind } from './databases.js';

export function testConfig(databaseUrl: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    CONTENT_DIR: path.resolve('content'),
    WEB_DIR: path.resolve('dist/web'),
    LOG_LEVEL: 'silent',
    ...env,
  });
}

export type TestServer = { app: FastifyInstance; config: Config; close: () => Promise<void> };

export async function startTestServer(
  options: ServerOptions & { env?: Record<string, string> } = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-uploads-'));
  const config = testConfig(database.url, { STORAGE_URL: `file:${uploads}`, ...options.env });
  const app = await createServer(config, options);
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(uploads, { recursive: true, force: true });
    },
  };
}
