// A finished play's place among its quiz's players, counted without reading every play: thousands of
// phones finish a contest in the same minute, and each asks for its place once.
// - `quiz_score_counts` holds each quiz's finished plays per score. Triggers keep it, so every
//   writer of a play (a finish, a regrade, an organiser removing a play or a person, an import, a
//   cascade) moves it in the same transaction; the shared recount (team-counters.ts) checks it.
// - The ranking index now carries the time a play took and its player, so the plays tied on score
//   and faster are a range of the index, read without their rows (each holds its questions).
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The count a changed play leaves (its old row) and the count it joins (its new row), as SQL. */
const LEAVE_COUNT = sql.raw(
  'update quiz_score_counts set plays = plays - 1 where quiz_id = old.quiz_id and score = old.score',
);
const JOIN_COUNT = sql.raw(
  'insert into quiz_score_counts (quiz_id, score, plays) values (new.quiz_id, new.score, 1) on conflict (quiz_id, score) do update set plays = quiz_score_counts.plays + 1',
);

const SQLITE_TRIGGERS = [
  sql`create trigger quiz_score_counts_insert after insert on quiz_attempts
    when new.status = 'completed' begin ${JOIN_COUNT}; end`,
  sql`create trigger quiz_score_counts_delete after delete on quiz_attempts
    when old.status = 'completed' begin ${LEAVE_COUNT}; end`,
  sql`create trigger quiz_score_counts_leave after update of quiz_id, status, score on quiz_attempts
    when old.status = 'completed' begin ${LEAVE_COUNT}; end`,
  sql`create trigger quiz_score_counts_join after update of quiz_id, status, score on quiz_attempts
    when new.status = 'completed' begin ${JOIN_COUNT}; end`,
];

const POSTGRES_TRIGGERS = [
  sql`create function quiz_score_counts_follow() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.status = 'completed' then ${LEAVE_COUNT}; end if;
      if tg_op in ('UPDATE', 'INSERT') and new.status = 'completed' then ${JOIN_COUNT}; end if;
      return null;
    end $$`,
  sql`create trigger quiz_score_counts_follow
    after insert or delete or update of quiz_id, status, score on quiz_attempts
    for each row execute function quiz_score_counts_follow()`,
];

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quiz_score_counts')
    .addColumn('quiz_id', 'text', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('plays', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('quiz_score_counts_key', ['quiz_id', 'score'])
    .execute();
  await sql`insert into quiz_score_counts (quiz_id, score, plays)
    select quiz_id, score, count(*) from quiz_attempts where status = 'completed'
    group by quiz_id, score`.execute(db);
  for (const trigger of isPostgres(db) ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS)
    await trigger.execute(db);

  await sql`create index quiz_attempts_standing on quiz_attempts
    (quiz_id, status, score, (finished_at - started_at), time_taken_sec, user_id)`.execute(db);
  await db.schema.dropIndex('quiz_attempts_ranking').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('quiz_attempts_ranking')
    .on('quiz_attempts')
    .columns(['quiz_id', 'status', 'score'])
    .execute();
  await db.schema.dropIndex('quiz_attempts_standing').execute();
  if (isPostgres(db)) {
    await sql`drop trigger quiz_score_counts_follow on quiz_attempts`.execute(db);
    await sql`drop function quiz_score_counts_follow()`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'leave', 'join'])
      await sql.raw(`drop trigger quiz_score_counts_${name}`).execute(db);
  }
  await db.schema.dropTable('quiz_score_counts').execute();
}
