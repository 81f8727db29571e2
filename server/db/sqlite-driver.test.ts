import SqliteDatabase from 'better-sqlite3';
import { sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../test/databases.js';
import { testConfig } from '../test/test-server.js';
import { migrateToLatest, openDatabase, sqliteCommits, type Db } from './database.js';

type Note = { id: Generated<number>; text: string };

let cleanup: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** The product's connection, and a second one that sees only what has been committed. */
async function open() {
  const database = await createTestDatabase();
  const config = testConfig(database.url).database;
  if (config.kind !== 'sqlite') throw new Error('SQLite only');
  const db = openDatabase(config);
  await migrateToLatest(db);
  await sql`create table notes (id integer primary key, text text not null unique)`.execute(db);
  const committed = new SqliteDatabase(config.file, { readonly: true });
  cleanup.push(async () => {
    committed.close();
    await db.destroy();
    await database.drop();
  });
  const notes = db.withTables<{ notes: Note }>();
  const onDisk = () =>
    (committed.prepare('select text from notes order by id').all() as { text: string }[]).map(
      (n) => n.text,
    );
  return { db, notes, onDisk, file: config.file };
}

function addNote(db: Db, text: string) {
  return db
    .withTables<{ notes: Note }>()
    .transaction()
    .execute(async (trx) => {
      await trx.insertInto('notes').values({ text }).execute();
    });
}

describe.runIf(testDatabaseKind === 'sqlite')('SQLite group commit', () => {
  it('commits transactions that arrive together once, each answered only when on disk', async () => {
    const { db, onDisk } = await open();
    const before = sqliteCommits(db)!;
    const seenWhenAnswered: number[] = [];
    const texts = Array.from({ length: 50 }, (_, i) => `note ${i}`);
    await Promise.all(
      texts.map((text) => addNote(db, text).then(() => seenWhenAnswered.push(onDisk().length))),
    );
    expect(onDisk()).toEqual(texts);
    // Every transaction was on disk, with all 50 of its group, when its caller heard back.
    expect(seenWhenAnswered).toEqual(texts.map(() => 50));
    const after = sqliteCommits(db)!;
    expect(after.transactions - before.transactions).toBe(50);
    expect(after.commits - before.commits).toBe(1);
  });

  it('rolls back only the transaction that failed; the rest of its group is kept', async () => {
    const { db, notes, onDisk } = await open();
    const failing = notes.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ text: 'half done' }).execute();
      throw new Error('changed my mind');
    });
    const results = await Promise.allSettled([
      addNote(db, 'first'),
      failing,
      addNote(db, 'second'),
      // A unique violation fails one statement, not the group.
      addNote(db, 'first'),
      addNote(db, 'third'),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(onDisk()).toEqual(['first', 'second', 'third']);
  });

  it('fails every transaction of a group whose commit fails, keeps none of it, and goes on', async () => {
    const { db, notes, onDisk } = await open();
    // A deferred foreign key is checked only at COMMIT: a real commit that SQLite refuses.
    await sql`create table owners (id integer primary key)`.execute(db);
    await sql`create table pets (owner integer references owners (id) deferrable initially deferred)`.execute(
      db,
    );
    const orphan = db
      .withTables<{ pets: { owner: number } }>()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('pets').values({ owner: 404 }).execute();
      });
    const results = await Promise.allSettled([addNote(db, 'kept?'), orphan, addNote(db, 'also?')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(onDisk()).toEqual([]);
    await addNote(db, 'next group');
    expect(onDisk()).toEqual(['next group']);
    expect(await notes.selectFrom('notes').select('text').execute()).toEqual([
      { text: 'next group' },
    ]);
  });

  it('answers a read that saw writes of an open group only once they are on disk', async () => {
    const { db, notes, onDisk } = await open();
    const write = addNote(db, 'pending');
    const read = notes
      .selectFrom('notes')
      .select('text')
      .execute()
      .then((rows) => ({ rows, onDisk: onDisk() }));
    await write;
    expect(await read).toEqual({ rows: [{ text: 'pending' }], onDisk: ['pending'] });
  });

  it('streams rows of an open group only once they are on disk', async () => {
    const { db, notes, onDisk } = await open();
    await addNote(db, 'older');
    const write = addNote(db, 'pending');
    const streamed: { text: string; onDisk: string[] }[] = [];
    for await (const row of notes.selectFrom('notes').select('text').orderBy('id').stream()) {
      streamed.push({ text: row.text, onDisk: onDisk() });
    }
    await write;
    expect(streamed).toEqual([
      { text: 'older', onDisk: ['older', 'pending'] },
      { text: 'pending', onDisk: ['older', 'pending'] },
    ]);
  });

  it('answers a transaction only after a sync of the log that began after its commit', async () => {
    const { db, onDisk } = await open();
    const syncs = () => sqliteCommits(db)!.syncs;
    const before = syncs();
    const answered = await Promise.all(
      ['one', 'two', 'three'].map((text) =>
        addNote(db, text).then(() => ({ onDisk: onDisk().length, syncs: syncs() })),
      ),
    );
    // Committed together, synced once after the commit, and only then answered.
    expect(answered).toEqual(answered.map(() => ({ onDisk: 3, syncs: before + 1 })));
  });

  it('answers a read of writes committed but not yet synced only once they are', async () => {
    const { db, notes, onDisk } = await open();
    const heard: string[] = [];
    const write = addNote(db, 'committed').then(() => heard.push('write'));
    // The write's COMMIT is done once another connection sees it; its sync may still be running.
    while (onDisk().length === 0) await new Promise((resolve) => setImmediate(resolve));
    const rows = await notes
      .selectFrom('notes')
      .select('text')
      .execute()
      .then((found) => (heard.push('read'), found));
    await write;
    expect(rows).toEqual([{ text: 'committed' }]);
    expect(heard).toEqual(['write', 'read']);
  });

  it('commits a write made outside a transaction before answering it', async () => {
    const { notes, onDisk } = await open();
    const inserted = await notes
      .insertInto('notes')
      .values({ text: 'on its own' })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => ({ row, onDisk: onDisk() }));
    expect(inserted).toEqual({ row: { id: 1 }, onDisk: ['on its own'] });
  });

  it('commits the open group before a statement that cannot run inside a transaction', async () => {
    const { db, onDisk } = await open();
    const write = addNote(db, 'before vacuum');
    await sql`vacuum`.execute(db);
    await write;
    expect(onDisk()).toEqual(['before vacuum']);
  });

  it('commits what is still open when the database is closed', async () => {
    const { db, file } = await open();
    const write = addNote(db, 'last words');
    await db.destroy();
    await write;
    const reopened = new SqliteDatabase(file, { readonly: true });
    expect(reopened.prepare('select text from notes').all()).toEqual([{ text: 'last words' }]);
    reopened.close();
  });
});
