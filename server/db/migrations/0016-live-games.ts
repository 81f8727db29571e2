// The live game: one quiz played by the whole hall at once. Its phase, question and deadline live
// here, so any instance serves any phone and a restart loses nothing; each player's join and each
// answer are rows of their own, one answer per person per question by the primary key. A question
// may carry an explanation, shown with the game's reveal.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('questions').addColumn('explanation', 'text').execute();
  await db.schema
    .createTable('live_games')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('quiz_id', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('title_hi', 'text', (col) => col.notNull())
    // JSON: the questions as the game deals them (LiveGameQuestionCopy[]), keys included.
    .addColumn('questions', 'text', (col) => col.notNull())
    .addColumn('seconds_per_question', 'integer', (col) => col.notNull())
    .addColumn('advance', 'text', (col) => col.notNull())
    .addColumn('counts_for_teams', 'integer', (col) => col.notNull())
    // JSON: the screen link ids that follow the game; null for every screen.
    .addColumn('screens', 'text')
    .addColumn('phase', 'text', (col) => col.notNull())
    .addColumn('question_index', 'integer', (col) => col.notNull())
    .addColumn('question_started_at', 'bigint')
    .addColumn('deadline', 'bigint')
    .addColumn('paused_left_ms', 'integer')
    .addColumn('revealed_at', 'bigint')
    // Grows with every move, so two hosts (or two instances' timers) never make the same move twice.
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('ended_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema.createIndex('live_games_open').on('live_games').column('closed_at').execute();
  await db.schema
    .createTable('live_game_players')
    .addColumn('game_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('team', 'text', (col) => col.notNull())
    .addColumn('joined_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('live_game_players_pk', ['game_id', 'user_id'])
    .execute();
  // The lobby's joins per team, read at every push.
  await db.schema
    .createIndex('live_game_players_team')
    .on('live_game_players')
    .columns(['game_id', 'team'])
    .execute();
  await db.schema
    .createTable('live_game_answers')
    .addColumn('game_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('question_index', 'integer', (col) => col.notNull())
    // The option's place as the game dealt it.
    .addColumn('choice', 'integer', (col) => col.notNull())
    // The team the answer counts for: the person's team when it was given.
    .addColumn('team', 'text', (col) => col.notNull())
    .addColumn('answered_ms', 'integer', (col) => col.notNull())
    // Set at the reveal (and by a regrade): 1 for the right option, and the points it gave the team.
    .addColumn('correct', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('live_game_answers_pk', ['game_id', 'user_id', 'question_index'])
    .execute();
  await db.schema
    .createIndex('live_game_answers_question')
    .on('live_game_answers')
    .columns(['game_id', 'question_index', 'choice'])
    .execute();
  // The game's points per team, read at every push: answered from the index alone.
  await db.schema
    .createIndex('live_game_answers_team')
    .on('live_game_answers')
    .columns(['game_id', 'team', 'correct'])
    .execute();
  await db.schema
    .createIndex('live_game_answers_user')
    .on('live_game_answers')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_game_answers').execute();
  await db.schema.dropTable('live_game_players').execute();
  await db.schema.dropTable('live_games').execute();
  await db.schema.alterTable('questions').dropColumn('explanation').execute();
}
