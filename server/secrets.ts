// The server's secret key: SECRET_KEY when set, otherwise one generated once and kept in the
// database, so every instance sharing the database shares it. Purpose keys are derived from it.
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from './db/database.js';

export type ServerKeys = { otp: Buffer; botCheck: string };

async function storedSecret(db: Db): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name: 'root', value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', 'root')
    .executeTakeFirstOrThrow();
  return row.value;
}

export async function loadServerKeys(db: Db, secretKey: string | null): Promise<ServerKeys> {
  const root = secretKey ?? (await storedSecret(db));
  const derive = (purpose: string) => createHmac('sha256', root).update(purpose).digest();
  return { otp: derive('otp'), botCheck: derive('bot-check').toString('hex') };
}
