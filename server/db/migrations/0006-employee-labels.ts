// Employee IDs as people typed them ("EMP1193"), beside the normalised code used for matching.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('employee_codes').addColumn('label', 'text').execute();
  await db.schema.alterTable('profiles').addColumn('employee_label', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('employee_label').execute();
  await db.schema.alterTable('employee_codes').dropColumn('label').execute();
}
