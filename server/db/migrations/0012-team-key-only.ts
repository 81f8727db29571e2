// A profile names its team by key alone: the label is read from the team, so a rename (in the
// editor or by a setup import) reaches everyone at once and no registration can keep an old name.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('team').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('team', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`update profiles set team = coalesce((select label_en from teams where teams.key = profiles.rso), profiles.rso)`.execute(
    db,
  );
}
