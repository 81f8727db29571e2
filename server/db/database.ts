// Opens the database named by DATABASE_URL (SQLite file or PostgreSQL) and applies the migrations.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type MigrationProvider,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';
import { PreparingPool } from './prepared-statements.js';
import { GroupCommitSqliteDriver, type GroupCommitStats } from './sqlite-driver.js';

export type Db = Kysely<Database>;
/** A transaction: what a change runs in. */
export type Trx = Transaction<Database>;

// bigint columns hold epoch milliseconds, well inside Number's exact range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Kysely's SQLite dialect, on the group-commit driver. */
class GroupCommitSqliteDialect extends SqliteDialect {
  readonly driver: GroupCommitSqliteDriver;
  constructor(database: SqliteDatabase.Database, options: { syncWal: boolean }) {
    super({ database });
    this.driver = new GroupCommitSqliteDriver(database, options);
  }
  override createDriver() {
    return this.driver;
  }
}

export type PoolUse = { max: number; open: number; idle: number; waiting: number };

const pools = new WeakMap<Db, pg.Pool>();
const sqliteDrivers = new WeakMap<Db, GroupCommitSqliteDriver>();

/** Connections of a PostgreSQL pool right now; null on SQLite's single connection. */
export function poolUse(db: Db): PoolUse | null {
  const pool = pools.get(db);
  if (!pool) return null;
  return {
    max: pool.options.max,
    open: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  };
}

/** SQLite's shared commits so far and the transactions they carried; null on PostgreSQL. */
export function sqliteCommits(db: Db): GroupCommitStats | null {
  return sqliteDrivers.get(db)?.stats() ?? null;
}

/**
 * `full` (the default) syncs every commit to disk: a confirmed registration survives a power cut.
 * `normal` syncs at checkpoints only: still safe when the process crashes, faster for writes, but
 * a power cut may lose the last moments (see docs/performance.md).
 */
export type SqliteSynchronous = 'full' | 'normal';

export function openDatabase(
  config: DatabaseConfig,
  options: { sqliteSynchronous?: SqliteSynchronous } = {},
): Db {
  if (config.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(config.file), { recursive: true });
    const database = new SqliteDatabase(config.file);
    database.pragma('journal_mode = WAL');
    // At `full`, every commit is synced before it is acknowledged, by the driver off the event
    // loop (sqlite-driver.ts): SQLite itself runs at NORMAL. At `normal`, only checkpoints sync.
    database.pragma('synchronous = NORMAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    const dialect = new GroupCommitSqliteDialect(database, {
      syncWal: options.sqliteSynchronous !== 'normal',
    });
    const db = new Kysely<Database>({ dialect });
    sqliteDrivers.set(db, dialect.driver);
    return db;
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    connectionTimeoutMillis: 5000,
  });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new PreparingPool(pool) }),
  });
  pools.set(db, pool);
  return db;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies pending migrations; Kysely's lock table makes concurrent starts apply each once. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A write refused by a unique constraint (PostgreSQL's 23505, SQLite's unique or primary key). */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = error as { code?: string };
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/**
 * Serialises transactions that work on one key (a phone number, an employee code) across every
 * instance. On SQLite the one connection already runs one transaction at a time.
 */
export async function lockKey(trx: Kysely<Database>, key: string): Promise<void> {
  if (isPostgres(trx))
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** The job holding each key in this process, per database: the turn the next one waits for. */
const turns = new WeakMap<Db, Map<string, Promise<void>>>();

/**
 * Runs `work` holding a key across several transactions, so one such job per key runs at a time on
 * every instance, the next waiting its turn. On PostgreSQL the key is a session lock on one
 * connection, which `work` is given and runs all its queries on (the lock goes with the connection
 * if the process dies); on SQLite, where one process is the only writer, a queue in that process.
 */
export async function withKeyHeld<T>(
  db: Db,
  key: string,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const queues = turns.get(db) ?? new Map<string, Promise<void>>();
  turns.set(db, queues);
  const before = queues.get(key) ?? Promise.resolve();
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const turn = before.then(() => finished);
  queues.set(key, turn);
  await before;
  try {
    if (!isPostgres(db)) return await work(db);
    return await db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(hashtextextended(${key}, 0))`.execute(connection);
      try {
        return await work(connection);
      } finally {
        await sql`select pg_advisory_unlock(hashtextextended(${key}, 0))`.execute(connection);
      }
    });
  } finally {
    finish();
    if (queues.get(key) === turn) queues.delete(key);
  }
}
