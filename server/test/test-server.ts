// Builds a real server on a fresh database for one test: a temporary SQLite file, or a new
// PostgreSQL database when TEST_DATABASE_URL names a server (the suite runs once on each).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createServer, type ServerOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export type TestDatabase = { url: string; drop: () => Promise<void> };

/** A brand-new, empty database of the kind under test. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-test-'));
    return {
      url: `sqlite:${path.join(dir, 'utsav.db')}`,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `utsav_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

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
