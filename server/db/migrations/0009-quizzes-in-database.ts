// Quizzes and their questions move from content files into the database, where organisers edit
// them. Every play keeps the questions it was served (`quiz_attempts.questions`), so no later edit
// changes how it was graded; a regrade is an organiser's explicit act. The rows themselves are
// seeded at start-up from content/questions (server/features/quiz/seed-quizzes.ts), which also fills
// in the served questions of plays saved before this migration, and reads the `games` switches
// they had once.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quizzes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('title_hi', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('questions_per_play', 'integer', (col) => col.notNull())
    .addColumn('seconds_per_question', 'integer', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('opens_at', 'bigint')
    .addColumn('closes_at', 'bigint')
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('archived_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('questions')
    .addColumn('quiz_id', 'text', (col) =>
      col.notNull().references('quizzes.id').onDelete('cascade'),
    )
    // Numbered within the quiz, as the content files number them (quiz2 holds 21 to 40).
    .addColumn('id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('options', 'text', (col) => col.notNull())
    .addColumn('correct', 'integer', (col) => col.notNull())
    .addColumn('image_key', 'text')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('questions_pk', ['quiz_id', 'id'])
    .execute();

  // Which parts of content/ have seeded this database: each seeds once, never over organisers' edits.
  await db.schema
    .createTable('content_seeds')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('seeded_at', 'bigint', (col) => col.notNull())
    .execute();

  // JSON: the questions as served, in order, with options and answer key: [{ id, question,
  // options, answer, image }]. Filled for every play by the seed; never changed but by a regrade.
  await db.schema.alterTable('quiz_attempts').addColumn('questions', 'text').execute();
  // The play's seconds per question, as its quiz had them when it started.
  await db.schema
    .alterTable('quiz_attempts')
    .addColumn('question_ms', 'integer', (col) => col.notNull().defaultTo(20_000))
    .execute();
  // When the phone said it had the current question on screen, bounded (QUIZ_SHOWN_CAP_MS); null
  // until it says so, and its seconds count from served_at.
  await db.schema.alterTable('quiz_attempts').addColumn('shown_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_attempts').dropColumn('shown_at').execute();
  await db.schema.alterTable('quiz_attempts').dropColumn('question_ms').execute();
  await db.schema.alterTable('quiz_attempts').dropColumn('questions').execute();
  await db.schema.dropTable('content_seeds').execute();
  await db.schema.dropTable('questions').execute();
  await db.schema.dropTable('quizzes').execute();
}
