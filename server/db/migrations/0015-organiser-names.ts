// Organisers' names: the name other organisers see for a phone that runs the event, whether or not
// that phone ever registers as a player. Kept apart from `admins`, so a revoked organiser's changes
// still read with their name in the activity log.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organiser_names')
    .addColumn('phone', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  // The activity log is filtered by who made a change.
  await db.schema
    .createIndex('audit_log_actor_at')
    .on('audit_log')
    .columns(['actor', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_actor_at').execute();
  await db.schema.dropTable('organiser_names').execute();
}
