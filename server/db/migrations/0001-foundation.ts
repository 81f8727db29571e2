// Users, their sessions and the per-team counters.
import type { Kysely } from 'kysely';

/** The spec's seven teams, which every database starts with; organisers now set teams (0010). */
const RSO_KEYS = ['lucknow', 'varanasi', 'gorakhpur', 'jabalpur', 'bhopal', 'kanpur', 'central'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('phone_number', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('team_counters')
    .addColumn('rso', 'text', (col) => col.primaryKey())
    .addColumn('registrations', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await (db as Kysely<{ team_counters: { rso: string } }>)
    .insertInto('team_counters')
    .values(RSO_KEYS.map((rso) => ({ rso })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('team_counters').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
