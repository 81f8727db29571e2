// The games flags and quiz attempts: one per user and pool, graded by the server.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('games')
    .addColumn('pool', 'text', (col) => col.primaryKey())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await (db as Kysely<{ games: { pool: string; enabled: number; updated_at: number } }>)
    .insertInto('games')
    .values(['quiz1', 'quiz2', 'quiz3'].map((pool) => ({ pool, enabled: 0, updated_at: 0 })))
    .execute();

  await db.schema
    .createTable('quiz_attempts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pool', 'text', (col) => col.notNull())
    .addColumn('rso', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('disqualified', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('question_ids', 'text', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('current_index', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('served_at', 'bigint', (col) => col.notNull())
    .addColumn('started_at', 'bigint', (col) => col.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('time_taken_sec', 'integer')
    // One play per user per pool, whatever the clients do.
    .addUniqueConstraint('quiz_attempts_user_pool', ['user_id', 'pool'])
    .execute();
  await db.schema
    .createIndex('quiz_attempts_pool')
    .on('quiz_attempts')
    .columns(['pool', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quiz_attempts').execute();
  await db.schema.dropTable('games').execute();
}
