// A quiz's options are served in a shuffled order per play unless its organisers say otherwise
// (`shuffle_options`, on by default). And a quiz's opening time now opens it by itself: a quiz
// switched off keeps no opening time, so what players see of it does not change as this applies.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quizzes')
    .addColumn('shuffle_options', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await sql`update quizzes set opens_at = null where enabled = 0 and opens_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quizzes').dropColumn('shuffle_options').execute();
}
