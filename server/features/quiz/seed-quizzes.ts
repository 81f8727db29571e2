// The quizzes an empty database starts with: content/questions/quizzes.json and one file of
// questions per quiz, the spec's four. Seeded once; organisers' edits are never overwritten, and a
// quiz they delete stays deleted.
import path from 'node:path';
import { SeedQuestions, SeedQuizzes } from '../../../common/quiz.js';
import { readContentFile } from '../../content/read-content.js';
import { lockKey, type Db } from '../../db/database.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertQuestionRows, readQuestions, toServed, type ServedQuestion } from './quizzes.js';

const SEED_NAME = 'quizzes';

/** Reads and checks the seed files first, so a bad file stops start-up before anything is written. */
function readSeed(contentDir: string) {
  const dir = path.join(contentDir, 'questions');
  const quizzes = readContentFile(path.join(dir, 'quizzes.json'), SeedQuizzes);
  return quizzes.map((quiz) => ({
    quiz,
    questions: readContentFile(path.join(dir, `${quiz.id}.json`), SeedQuestions),
  }));
}

async function isSeeded(db: Db | Transaction<Database>): Promise<boolean> {
  const done = await db
    .selectFrom('content_seeds')
    .select('name')
    .where('name', '=', SEED_NAME)
    .executeTakeFirst();
  return done !== undefined;
}

/** The switches of the old `games` table (now quiz_switches), where databases made before quizzes moved here kept them. */
async function earlierSwitches(trx: Transaction<Database>): Promise<Map<string, boolean>> {
  const rows = await trx.selectFrom('quiz_switches').select(['quiz_id', 'enabled']).execute();
  return new Map(rows.map((row) => [row.quiz_id, row.enabled === 1]));
}

/**
 * Seeds the quizzes once, then gives every saved play that has none the questions it was served,
 * read from the quizzes just seeded (the same files served them). Returns whether it seeded.
 */
export async function seedQuizzes(db: Db, contentDir: string, now: number): Promise<boolean> {
  // Once seeded, the files are never read again: they may since have gone or changed.
  if (await isSeeded(db)) return false;
  const seed = readSeed(contentDir);
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, `seed:${SEED_NAME}`);
    if (await isSeeded(trx)) return false;
    // A database from before quizzes moved here keeps which quizzes its organisers had opened.
    const switches = await earlierSwitches(trx);
    for (const [position, { quiz, questions }] of seed.entries()) {
      await trx
        .insertInto('quizzes')
        .values({
          id: quiz.id,
          kind: quiz.kind,
          title_en: quiz.title.en,
          title_hi: quiz.title.hi,
          questions_per_play: quiz.questionsPerPlay,
          seconds_per_question: quiz.secondsPerQuestion,
          enabled: (switches.get(quiz.id) ?? quiz.open) ? 1 : 0,
          opens_at: quiz.opensAt,
          closes_at: quiz.closesAt,
          shuffle_options: quiz.shuffleOptions ? 1 : 0,
          position,
          archived_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await insertQuestionRows(
        trx,
        quiz.id,
        questions.map((question) => ({ ...question, imageKey: null })),
        now,
      );
    }
    await fillServedQuestions(trx);
    await trx.insertInto('content_seeds').values({ name: SEED_NAME, seeded_at: now }).execute();
    return true;
  });
}

/**
 * Gives each play saved without its served questions (before quizzes moved to the database, or
 * imported from the original) the questions its ids name, as its quiz holds them now.
 */
export async function fillServedQuestions(trx: Transaction<Database>): Promise<number> {
  const plays = await trx
    .selectFrom('quiz_attempts')
    .select(['id', 'quiz_id', 'question_ids'])
    .where('questions', 'is', null)
    .execute();
  const byQuiz = new Map<string, Map<number, ServedQuestion>>();
  for (const play of plays) {
    let bank = byQuiz.get(play.quiz_id);
    if (!bank) {
      bank = new Map((await readQuestions(trx, play.quiz_id)).map((q) => [q.id, toServed(q)]));
      byQuiz.set(play.quiz_id, bank);
    }
    const ids = JSON.parse(play.question_ids) as number[];
    // An id no question has any more (an imported play of a question since removed) is kept as an
    // empty question, so the play's answers and score stay as they were.
    const served = ids.map(
      (id) => bank.get(id) ?? { id, question: '', options: [], answer: '', image: null },
    );
    await trx
      .updateTable('quiz_attempts')
      .set({ questions: JSON.stringify(served) })
      .where('id', '=', play.id)
      .execute();
  }
  return plays.length;
}
