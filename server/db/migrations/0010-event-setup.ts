// The event's setup moves from content/site.json into the database, where organisers change it in
// the browser: the teams (one row each, keyed as profiles and counters are), and everything else as
// one JSON value with a version that grows with every change. Both are seeded at start-up from the
// content folder (server/features/setup/seed-site.ts), once.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('teams')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('office_en', 'text', (col) => col.notNull())
    .addColumn('office_hi', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('label_en', 'text', (col) => col.notNull())
    .addColumn('label_hi', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('logo', 'text')
    .addColumn('poster', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('event_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_settings').execute();
  await db.schema.dropTable('teams').execute();
}
