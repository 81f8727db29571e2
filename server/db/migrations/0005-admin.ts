// Admins (beyond ADMIN_PHONES) and the audit log of every admin change.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admins')
    .addColumn('phone', 'text', (col) => col.primaryKey())
    .addColumn('granted_by', 'text', (col) => col.notNull())
    .addColumn('granted_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema.createIndex('profiles_created_at').on('profiles').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('profiles_created_at').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('admins').execute();
}
