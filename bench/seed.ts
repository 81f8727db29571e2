// Prepares a database for a scenario through the product's own code and the server tests' fixtures:
// a new database and migrations, the registry import, users and sessions from the session factory,
// and profiles completed by the profile service.
import fs from 'node:fs';
import path from 'node:path';
import { seedSite } from '../server/features/setup/seed-site.js';
import { readSite } from '../server/features/setup/site-store.js';
import { createStorage } from '../server/storage/storage.js';
import { migrateToLatest, openDatabase, type Db } from '../server/db/database.js';
import { completeProfile } from '../server/features/profile/profile-service.js';
import { seedQuizzes } from '../server/features/quiz/seed-quizzes.js';
import { importEmployeeCodes } from '../server/features/registry/employee-codes.js';
import { createTestDatabase } from '../server/test/databases.js';
import { writeSignedInUsers } from '../server/test/sessions.js';

/** A scenario's database, and the storage its server must use (STORAGE_URL): the setup's files. */
export type BenchDatabase = { url: string; storageUrl: string; db: Db; drop: () => Promise<void> };

export type SeededUser = { uid: string; phone: string; cookie: string; employeeId: string };

/**
 * A new, migrated database (a SQLite file in `dir`, or a new database on the PostgreSQL server)
 * with the event's setup seeded from content/ as a server's start would seed it, into a storage
 * folder of its own, so profiles can be completed before any server has started.
 */
export async function newDatabase(
  kind: 'sqlite' | 'postgres',
  dir: string,
  adminUrl?: string,
): Promise<BenchDatabase> {
  const database = await createTestDatabase({
    kind,
    postgresUrl: adminUrl,
    dir,
    prefix: 'utsav_bench',
  });
  const db = openDatabase(
    kind === 'sqlite'
      ? { kind, file: database.url.slice('sqlite:'.length) }
      : { kind, url: database.url },
  );
  await migrateToLatest(db);
  const storageDir = fs.mkdtempSync(path.join(dir, 'uploads-'));
  const storage = await createStorage({ kind: 'file', dir: storageDir });
  await seedSite(db, storage, 'content', Date.now()).finally(() => storage.close());
  return {
    url: database.url,
    storageUrl: `file:${storageDir}`,
    db,
    drop: async () => {
      await db.destroy();
      await database.drop();
    },
  };
}

/**
 * `count` signed-in users, each with an employee code in the registry; with `complete`, their
 * profiles are completed across the seven teams.
 */
export async function seedUsers(
  db: Db,
  count: number,
  options: { complete: boolean; firstPhone?: number; idPrefix?: string },
): Promise<SeededUser[]> {
  const now = Date.now();
  const first = options.firstPhone ?? 6000000000;
  const prefix = options.idPrefix ?? 'BENCH';
  const phones = Array.from({ length: count }, (_, i) => `+91${first + i}`);
  // Users and sessions as the server tests' session factory writes them: as a verified code would.
  const signedIn = await writeSignedInUsers(db, phones, now);
  const users: SeededUser[] = signedIn.map((session, i) => ({
    uid: session.uid,
    phone: session.phoneNumber,
    cookie: `utsav_session=${session.sessionId}`,
    employeeId: `${prefix}${String(i).padStart(6, '0')}`,
  }));
  await importEmployeeCodes(
    db,
    {
      codes: users.map((user) => ({ code: user.employeeId.toLowerCase(), label: user.employeeId })),
      invalid: [],
    },
    now,
  );
  if (options.complete) {
    // newDatabase seeded the event's setup: its teams are the ones to join.
    const site = await readSite(db);
    if (!site) throw new Error('seed: the event setup is missing');
    const teams = site.teams.map((team) => team.key);
    await inBatches(users, async (user, index) => {
      await completeProfile(db, site, {
        user: { uid: user.uid, phoneNumber: user.phone },
        input: {
          employeeId: user.employeeId,
          name: `Bench Player ${index}`,
          gender: index % 2 ? 'male' : 'female',
          team: teams[index % teams.length]!,
        },
        selfieKey: null,
        now,
      });
    });
  }
  return users;
}

/**
 * The session cookie of an organiser whom the running server made an admin at its start
 * (ADMIN_PHONES), written as seedUsers writes everyone's: as a verified code would, so it is the
 * admin's 12-hour session.
 */
export async function signInAdmin(db: Db, phone: string): Promise<string> {
  const admin = await db
    .selectFrom('admins')
    .select('phone')
    .where('phone', '=', phone)
    .executeTakeFirst();
  if (!admin) throw new Error(`seed: ${phone} is not an admin (is it in ADMIN_PHONES?)`);
  const [session] = await writeSignedInUsers(db, [phone], Date.now());
  return `utsav_session=${session!.sessionId}`;
}

async function inBatches<T>(items: T[], work: (item: T, index: number) => Promise<void>) {
  const size = 200;
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(
      items.slice(start, start + size).map((item, offset) => work(item, start + offset)),
    );
  }
}

/** Seeds the quizzes as the server would at its start, and opens every one of them. */
export async function openQuizzes(db: Db): Promise<void> {
  await seedQuizzes(db, path.resolve('content'), Date.now());
  await db.updateTable('quizzes').set({ enabled: 1 }).execute();
}
