// Profiles and the employee code registry.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('employee_codes')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('notregistered'))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('employee_codes_status', sql`status in ('notregistered', 'registered')`)
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    // One profile per code: the last line of defence behind the registry's status.
    .addColumn('employee_id', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('rso', 'text', (col) => col.notNull())
    .addColumn('team', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('selfie_key', 'text')
    .addColumn('profile_complete', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('profiles_rso').on('profiles').column('rso').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profiles').execute();
  await db.schema.dropTable('employee_codes').execute();
}
