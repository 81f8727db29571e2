// The SQLite driver: one connection, prepared statements reused, and group commit.
//
// better-sqlite3 is synchronous, so with `synchronous=full` every COMMIT waits for the disk inside
// the one event loop. Group commit makes the transactions that run in one turn of the loop share
// one COMMIT, so one sync covers them all:
//
// - the first write of a turn opens a database transaction (BEGIN IMMEDIATE) and schedules its
//   COMMIT for the end of the turn (setImmediate);
// - each Kysely transaction runs inside it as a savepoint: a failure rolls back to the savepoint,
//   undoing that transaction only, and the others in the group carry on;
// - a transaction's commit resolves only after the shared COMMIT has synced, so no caller answers
//   a client before its writes are on disk; if the COMMIT fails, every transaction of the group
//   fails with it, and none of them was acknowledged;
// - a statement outside a transaction joins the group the same way, and a read that saw a group's
//   writes waits for that group's COMMIT, so nothing read leaves the server before it is durable.
//
// With `syncWal` (the default, `synchronous=full`'s promise) the sync itself leaves the event loop:
// the connection runs at `synchronous=normal`, so a COMMIT only writes the write-ahead log, and the
// driver then syncs that file on libuv's thread pool (`fsync`). A group is settled once a sync that
// began after its COMMIT has finished, and groups that commit while a sync runs share the next one.
// A read waits for the sync of everything committed before it, as it waited for the COMMIT. SQLite
// at `normal` keeps the database consistent across a power cut; the sync makes each acknowledged
// transaction durable, as `full` did, without holding the loop for the disk.
//
// Statements that cannot run inside a transaction (PRAGMA, VACUUM, ATTACH, transaction control)
// commit the open group first and then run on their own. Deferred foreign keys would be checked
// only at the shared COMMIT, so one transaction could fail its whole group: the schema has none.
import fs from 'node:fs/promises';
import path from 'node:path';
import type SqliteDatabase from 'better-sqlite3';
import {
  SelectQueryNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';

/**
 * Kysely prepares every query afresh; preparing costs more than running most of ours. Queries are
 * parameterised, so a few hundred distinct texts cover the app: each is prepared once and reused.
 */
const STATEMENT_CACHE_SIZE = 500;
const TRANSACTION = {
  begin: 'savepoint utsav_transaction',
  release: 'release utsav_transaction',
  rollback: 'rollback to utsav_transaction',
};
const RUNS_ALONE =
  /^\s*(pragma|vacuum|attach|detach|begin|commit|end|rollback|savepoint|release)\b/i;

/** A statement prepared once, and whether it must run outside any group (RUNS_ALONE). */
type Prepared = { statement: SqliteDatabase.Statement; runsAlone: boolean };

/** Transactions committed together: settled once their shared COMMIT has synced or failed. */
class Group {
  readonly done: Promise<void>;
  resolve!: () => void;
  reject!: (error: unknown) => void;
  transactions = 0;
  constructor() {
    this.done = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // Each caller awaits `done` itself; a group nobody waits for must not fail the process.
    this.done.catch(() => {});
  }
}

/** First come, first served access to the one connection. */
class Mutex {
  #locked = false;
  readonly #waiting: (() => void)[] = [];
  lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }
  unlock(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#locked = false;
  }
}

/** One use of the connection, from acquire to release; it may hand the lock back early. */
class Lease implements DatabaseConnection {
  holdsLock = true;
  /** The group this lease's transaction belongs to, while it is open. */
  transaction: Group | null = null;
  constructor(readonly driver: GroupCommitSqliteDriver) {}
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute<R>(this, query);
  }
  streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    return this.driver.stream<R>(this, query);
  }
}

export type GroupCommitStats = { commits: number; transactions: number; syncs: number };

/**
 * Syncs a database's write-ahead log off the event loop. The log's folder is synced too whenever
 * the log is a file not synced before (created, or made anew), so that its name survives a power
 * cut with its contents.
 */
class WalSync {
  readonly #wal: string;
  #syncedFile: number | null = null;
  constructor(databaseFile: string) {
    this.#wal = `${databaseFile}-wal`;
  }
  async sync(): Promise<void> {
    const handle = await fs.open(this.#wal, 'r');
    try {
      await handle.sync();
      const { ino } = await handle.stat();
      if (ino === this.#syncedFile) return;
      const folder = await fs.open(path.dirname(this.#wal), 'r');
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
      this.#syncedFile = ino;
    } finally {
      await handle.close();
    }
  }
}

export class GroupCommitSqliteDriver implements Driver {
  readonly #db: SqliteDatabase.Database;
  readonly #statements = new Map<string, Prepared>();
  readonly #mutex = new Mutex();
  #group: Group | null = null;
  #stats: GroupCommitStats = { commits: 0, transactions: 0, syncs: 0 };
  readonly #walSync: WalSync | null;
  /** Groups committed and waiting for the next sync of the log. */
  #unsynced: Group[] = [];
  /** The last group committed and not yet synced: what a read must wait for. */
  #lastUnsynced: Group | null = null;
  #syncing = false;

  /** With `syncWal`, the connection runs at `synchronous=normal` and the driver syncs the log. */
  constructor(db: SqliteDatabase.Database, { syncWal = false }: { syncWal?: boolean } = {}) {
    this.#db = db;
    this.#walSync = syncWal ? new WalSync(db.name) : null;
  }

  /** Shared commits so far, and the transactions (or writes on their own) they carried. */
  stats(): GroupCommitStats {
    return { ...this.#stats };
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return new Lease(this);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#release(connection as Lease);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    await this.#hold(lease);
    const group = this.#openGroup();
    this.#run(TRANSACTION.begin);
    lease.transaction = group;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    const group = this.#current(lease);
    this.#run(TRANSACTION.release);
    lease.transaction = null;
    group.transactions += 1;
    // The next transaction may join the group while this one waits for the shared COMMIT.
    this.#release(lease);
    await group.done;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    const group = lease.transaction;
    // Nothing to undo when the commit itself failed: the whole group was rolled back.
    if (!group) return;
    lease.transaction = null;
    if (this.#group === group) {
      this.#run(TRANSACTION.rollback);
      this.#run(TRANSACTION.release);
    }
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await this.#savepointCommand(connection as Lease, 'savepoint', name);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await this.#savepointCommand(connection as Lease, 'rollback to', name);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await this.#savepointCommand(connection as Lease, 'release', name);
  }

  async destroy(): Promise<void> {
    await this.#mutex.lock();
    try {
      if (this.#group) this.#commit(this.#group);
      // Every caller hears whether its writes reached the disk before the connection closes.
      await this.#lastUnsynced?.done.catch(() => {});
    } finally {
      this.#db.close();
      this.#mutex.unlock();
    }
  }

  async execute<R>(lease: Lease, query: CompiledQuery): Promise<QueryResult<R>> {
    await this.#hold(lease);
    const { statement, runsAlone } = this.#prepare(query.sql);
    if (lease.transaction) {
      this.#current(lease);
      return this.#query<R>(statement, query);
    }
    if (runsAlone) {
      if (this.#group) this.#commit(this.#group);
      return this.#query<R>(statement, query);
    }
    if (statement.readonly && !this.#group) {
      // A read may see writes committed but not yet synced: it is answered once they are.
      const unsynced = this.#lastUnsynced;
      const result = this.#query<R>(statement, query);
      if (unsynced) {
        this.#release(lease);
        await unsynced.done;
      }
      return result;
    }
    // A write on its own joins the group; a read that sees the group's writes waits with it.
    const group = statement.readonly ? this.#group! : this.#openGroup();
    const result = this.#query<R>(statement, query);
    if (!statement.readonly) group.transactions += 1;
    this.#release(lease);
    await group.done;
    return result;
  }

  async *stream<R>(lease: Lease, query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) {
      throw new Error('Sqlite driver only supports streaming of select queries');
    }
    await this.#hold(lease);
    const group = lease.transaction ? null : (this.#group ?? this.#lastUnsynced);
    const rows = this.#prepare(query.sql).statement.all(query.parameters) as R[];
    if (group) {
      this.#release(lease);
      await group.done;
    }
    for (const row of rows) yield { rows: [row] };
  }

  async #hold(lease: Lease): Promise<void> {
    if (lease.holdsLock) return;
    await this.#mutex.lock();
    lease.holdsLock = true;
  }

  #release(lease: Lease): void {
    if (!lease.holdsLock) return;
    lease.holdsLock = false;
    this.#mutex.unlock();
  }

  #prepare(text: string): Prepared {
    let prepared = this.#statements.get(text);
    if (!prepared) {
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        this.#statements.delete(this.#statements.keys().next().value!);
      }
      // Tested once per text rather than on every run of it.
      prepared = { statement: this.#db.prepare(text), runsAlone: RUNS_ALONE.test(text) };
      this.#statements.set(text, prepared);
    }
    return prepared;
  }

  #run(text: string): void {
    this.#prepare(text).statement.run();
  }

  /**
   * The group of a lease's open transaction. SQLite itself rolls a whole transaction back on some
   * errors (a full disk, an I/O error); a transaction that caught such an error must not go on
   * writing outside any transaction.
   */
  #current(lease: Lease): Group {
    const group = lease.transaction!;
    if (group !== this.#group) throw new Error('The database rolled this transaction back');
    return group;
  }

  /** Runs one statement; if SQLite gave up the whole transaction on an error, the group fails. */
  #query<R>(statement: SqliteDatabase.Statement, query: CompiledQuery): QueryResult<R> {
    try {
      if (statement.reader) return { rows: statement.all(query.parameters) as R[] };
      const { changes, lastInsertRowid } = statement.run(query.parameters);
      return {
        numAffectedRows: BigInt(changes),
        insertId: BigInt(lastInsertRowid),
        rows: [],
      };
    } catch (error) {
      if (this.#group && !this.#db.inTransaction) this.#fail(this.#group, error);
      throw error;
    }
  }

  #openGroup(): Group {
    if (this.#group) return this.#group;
    this.#run('begin immediate');
    const group = new Group();
    this.#group = group;
    setImmediate(() => void this.#commitWhenFree(group));
    return group;
  }

  async #commitWhenFree(group: Group): Promise<void> {
    await this.#mutex.lock();
    try {
      if (this.#group === group) this.#commit(group);
    } finally {
      this.#mutex.unlock();
    }
  }

  #commit(group: Group): void {
    this.#group = null;
    try {
      this.#run('commit');
    } catch (error) {
      // Every caller of the group hears of it first, whatever the rollback does.
      group.reject(error);
      if (this.#db.inTransaction) this.#run('rollback');
      return;
    }
    this.#stats.commits += 1;
    this.#stats.transactions += group.transactions;
    if (!this.#walSync) {
      group.resolve();
      return;
    }
    this.#unsynced.push(group);
    this.#lastUnsynced = group;
    if (!this.#syncing) void this.#syncLog(this.#walSync);
  }

  /** Syncs the log for every group committed so far, and again while more were committed meanwhile. */
  async #syncLog(walSync: WalSync): Promise<void> {
    this.#syncing = true;
    while (this.#unsynced.length > 0) {
      const groups = this.#unsynced;
      this.#unsynced = [];
      try {
        await walSync.sync();
        this.#stats.syncs += 1;
        for (const group of groups) group.resolve();
      } catch (error) {
        // Committed but not known to be on disk: none of these callers is told it was saved.
        for (const group of groups) group.reject(error);
      }
      if (this.#lastUnsynced === groups.at(-1)) this.#lastUnsynced = null;
    }
    this.#syncing = false;
  }

  #fail(group: Group, error: unknown): void {
    this.#group = null;
    group.reject(error);
  }

  async #savepointCommand(
    lease: Lease,
    command: 'savepoint' | 'rollback to' | 'release',
    name: string,
  ): Promise<void> {
    await this.#hold(lease);
    this.#run(`${command} "${name.replaceAll('"', '""')}"`);
  }
}
