// The venue: screen links (a named, revocable address a big screen opens without anyone's
// sign-in) and announcements (a message to every phone and screen, from a set time until it ends).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('screen_links')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('quiz_id', 'text')
    .addColumn('names', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('text_en', 'text', (col) => col.notNull())
    .addColumn('text_hi', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('ended_by', 'text')
    .execute();
  // Each instance reads the ones not yet ended: on start-up and after every change.
  await db.schema
    .createIndex('announcements_ends_at')
    .on('announcements')
    .column('ends_at')
    .execute();

  // A venue screen asks for a quiz's best plays every time the standings move.
  await db.schema
    .createIndex('quiz_attempts_ranking')
    .on('quiz_attempts')
    .columns(['pool', 'status', 'score'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('quiz_attempts_ranking').execute();
  await db.schema.dropTable('announcements').execute();
  await db.schema.dropTable('screen_links').execute();
}
