// Prepares a database for a scenario through the product's own code: migrations, the registry
// import, sessions as sign-in creates them, and profiles completed by the profile service.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { RSO_KEYS } from '../common/teams.js';
import { loadSiteContent } from '../server/content/load-site.js';
import { migrateToLatest, openDatabase, type Db } from '../server/db/database.js';
import { createSession } from '../server/features/auth/sessions.js';
import { completeProfile } from '../server/features/profile/profile-service.js';
import { importEmployeeCodes } from '../server/features/registry/employee-codes.js';

export type BenchDatabase = { url: string; db: Db; drop: () => Promise<void> };

export type SeededUser = { uid: string; phone: string; cookie: string; employeeId: string };

/** A new, migrated database: a SQLite file in `dir`, or a new database on the PostgreSQL server. */
export async function newDatabase(
  kind: 'sqlite' | 'postgres',
  dir: string,
  adminUrl?: string,
): Promise<BenchDatabase> {
  let url: string;
  let dropDatabase: () => Promise<void>;
  if (kind === 'sqlite') {
    const file = path.join(dir, `bench-${randomBytes(4).toString('hex')}.db`);
    url = `sqlite:${file}`;
    dropDatabase = async () => {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    };
  } else {
    const name = `utsav_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const parsed = new URL(adminUrl!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const db = openDatabase(
    kind === 'sqlite' ? { kind, file: url.slice('sqlite:'.length) } : { kind, url },
  );
  await migrateToLatest(db);
  return {
    url,
    db,
    drop: async () => {
      await db.destroy();
      await dropDatabase();
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
  const users: SeededUser[] = [];
  for (let i = 0; i < count; i += 1) {
    users.push({
      uid: randomUUID(),
      phone: `+91${first + i}`,
      cookie: '',
      employeeId: `${prefix}${String(i).padStart(6, '0')}`,
    });
  }
  await importEmployeeCodes(
    db,
    {
      codes: users.map((user) => ({ code: user.employeeId.toLowerCase(), label: user.employeeId })),
      invalid: [],
    },
    now,
  );
  for (let start = 0; start < count; start += 500) {
    await db
      .insertInto('users')
      .values(
        users
          .slice(start, start + 500)
          .map((user) => ({ id: user.uid, phone_number: user.phone, created_at: now })),
      )
      .execute();
  }
  // Many at a time: SQLite's driver commits each turn's transactions together, PostgreSQL's pool
  // runs them side by side; one by one, tens of thousands of users took minutes.
  await inBatches(users, async (user) => {
    user.cookie = `utsav_session=${await createSession(db, user.uid, now)}`;
  });
  if (options.complete) {
    const site = loadSiteContent(path.resolve('content'));
    await inBatches(users, async (user, index) => {
      await completeProfile(db, site, {
        user: { uid: user.uid, phoneNumber: user.phone },
        input: {
          employeeId: user.employeeId,
          name: `Bench Player ${index}`,
          gender: index % 2 ? 'male' : 'female',
          rso: RSO_KEYS[index % RSO_KEYS.length]!,
        },
        selfieKey: null,
        now,
      });
    });
  }
  return users;
}

async function inBatches<T>(items: T[], work: (item: T, index: number) => Promise<void>) {
  const size = 200;
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(
      items.slice(start, start + size).map((item, offset) => work(item, start + offset)),
    );
  }
}

export async function openQuizzes(db: Db): Promise<void> {
  await db.updateTable('games').set({ enabled: 1 }).execute();
}

/** Team counters against a recount from profiles and finished attempts; mismatches listed. */
export async function checkCounters(db: Db): Promise<string[]> {
  const counters = await db.selectFrom('team_counters').selectAll().execute();
  const registrations = await db
    .selectFrom('profiles')
    .select(['rso', (eb) => eb.fn.countAll<number>().as('n')])
    .where('profile_complete', '=', 1)
    .groupBy('rso')
    .execute();
  const scores = await db
    .selectFrom('quiz_attempts')
    .select(['rso', (eb) => eb.fn.sum<number>('score').as('s')])
    .where('status', '=', 'completed')
    .groupBy('rso')
    .execute();
  const problems: string[] = [];
  for (const row of counters) {
    const n = Number(registrations.find((r) => r.rso === row.rso)?.n ?? 0);
    const s = Number(scores.find((r) => r.rso === row.rso)?.s ?? 0);
    if (row.registrations !== n)
      problems.push(`${row.rso}: ${row.registrations} registrations, recount ${n}`);
    if (row.points !== n + s) problems.push(`${row.rso}: ${row.points} points, recount ${n + s}`);
  }
  return problems;
}
