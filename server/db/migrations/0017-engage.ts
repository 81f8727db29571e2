// Between the quizzes: polls, word clouds, questions to the stage, reactions and photo walls. Each
// is an activity an organiser prepares and runs (now, or between two times, as announcements); what
// people send is a row of its own, one vote per person by the primary key, one row per word a
// person sent; questions and photos wait for a moderator where the activity says so. The points a
// person's sends earned their team are kept per activity, capped there, so a recount adds them up.
// A venue screen may be told what to show now.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('engage_activities')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('title_hi', 'text', (col) => col.notNull())
    // JSON: a poll's options, [{ en, hi }]; null for the other kinds.
    .addColumn('options', 'text')
    .addColumn('multiple', 'integer', (col) => col.notNull())
    // Words, questions or photos one person may send to it.
    .addColumn('per_person', 'integer', (col) => col.notNull())
    // Questions wait for a moderator before the hall sees them (photos always do).
    .addColumn('moderated', 'integer', (col) => col.notNull())
    .addColumn('anonymous', 'integer', (col) => col.notNull())
    // Team points per send that reaches the hall, and the most one person earns their team here.
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('points_cap', 'integer', (col) => col.notNull())
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    // null: until an organiser ends it.
    .addColumn('ends_at', 'bigint')
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('engage_activities_time')
    .on('engage_activities')
    .columns(['ends_at', 'starts_at'])
    .execute();

  await db.schema
    .createTable('engage_votes')
    .addColumn('activity_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('team', 'text', (col) => col.notNull())
    // The options chosen, one bit each (option i is 1 << i).
    .addColumn('choices', 'integer', (col) => col.notNull())
    .addColumn('voted_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('engage_votes_pk', ['activity_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('engage_words')
    .addColumn('activity_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    // The word as the cloud counts it: one form for every case and spacing of it.
    .addColumn('word', 'text', (col) => col.notNull())
    // As the person typed it.
    .addColumn('typed', 'text', (col) => col.notNull())
    .addColumn('team', 'text', (col) => col.notNull())
    // shown | held (the word filter matched: waits for a moderator) | hidden
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('engage_words_pk', ['activity_id', 'user_id', 'word'])
    .execute();
  await db.schema
    .createIndex('engage_words_cloud')
    .on('engage_words')
    .columns(['activity_id', 'status', 'word'])
    .execute();

  await db.schema
    .createTable('engage_questions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('activity_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('team', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('anonymous', 'integer', (col) => col.notNull())
    // pending (waits for a moderator) | approved | answered | hidden
    .addColumn('status', 'text', (col) => col.notNull())
    // The word filter matched it: it waits for a moderator even where questions do not.
    .addColumn('flagged', 'integer', (col) => col.notNull())
    .addColumn('pinned', 'integer', (col) => col.notNull())
    .addColumn('votes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('moderated_at', 'bigint')
    .addColumn('moderated_by', 'text')
    .execute();
  await db.schema
    .createIndex('engage_questions_activity')
    .on('engage_questions')
    .columns(['activity_id', 'status'])
    .execute();
  await db.schema
    .createIndex('engage_questions_user')
    .on('engage_questions')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('engage_question_votes')
    .addColumn('question_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('engage_question_votes_pk', ['question_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('engage_photos')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('activity_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('team', 'text', (col) => col.notNull())
    // The re-encoded photo and its small rendition in storage (media/…).
    .addColumn('image_key', 'text', (col) => col.notNull())
    .addColumn('small_key', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    // pending | approved | hidden
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('moderated_at', 'bigint')
    .addColumn('moderated_by', 'text')
    .execute();
  await db.schema
    .createIndex('engage_photos_status')
    .on('engage_photos')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('engage_photos_user').on('engage_photos').column('user_id').execute();

  await db.schema
    .createTable('engage_points')
    .addColumn('activity_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('team', 'text', (col) => col.notNull())
    // The person's sends here that reached the hall, and the points they gave: min(cap, sends × points).
    .addColumn('sends', 'integer', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('engage_points_pk', ['activity_id', 'user_id'])
    .execute();
  await db.schema.createIndex('engage_points_user').on('engage_points').column('user_id').execute();

  // The organisers' own words for the filter, beside the list the product ships.
  await db.schema
    .createTable('engage_filter_words')
    .addColumn('word', 'text', (col) => col.primaryKey())
    .addColumn('added_by', 'text', (col) => col.notNull())
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .execute();

  // auto (the live game while one runs, else the live activities and the standings in turn),
  // standings, game, or activity:<id>.
  await db.schema
    .alterTable('screen_links')
    .addColumn('shows', 'text', (col) => col.notNull().defaultTo('auto'))
    .execute();
}
