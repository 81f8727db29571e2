// What the quiz editor sends: a quiz with its state and plays, its questions with answer keys.
import type { AdminQuiz, EditorQuestion, QuizDetail } from '../../../common/quiz-editor-api.js';
import { toLocalTime } from '../../../common/zoned-time.js';
import type { Db } from '../../db/database.js';
import {
  findQuiz,
  isOpen,
  listQuizzes,
  opensLater,
  optionsOf,
  type QuizRow,
  quizSettings,
  readQuestions,
  type ServedQuestion,
} from '../quiz/quizzes.js';
import { playsUnderWay } from '../quiz/play-service.js';
import { imageVersion } from '../quiz/question-images.js';
import { contentOfRow, contentServed, sameQuestion } from './question-identity.js';

type PlayCounts = { completed: number; inProgress: number };

async function playCounts(db: Db, quizId?: string): Promise<Map<string, PlayCounts>> {
  const rows = await db
    .selectFrom('quiz_attempts')
    .select(['quiz_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .$if(quizId !== undefined, (query) => query.where('quiz_id', '=', quizId!))
    .groupBy(['quiz_id', 'status'])
    .execute();
  const counts = new Map<string, PlayCounts>();
  for (const row of rows) {
    const entry = counts.get(row.quiz_id) ?? { completed: 0, inProgress: 0 };
    if (row.status === 'completed') entry.completed += Number(row.n);
    else entry.inProgress += Number(row.n);
    counts.set(row.quiz_id, entry);
  }
  return counts;
}

async function questionCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('questions')
    .select(['quiz_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('quiz_id')
    .execute();
  return new Map(rows.map((row) => [row.quiz_id, Number(row.n)]));
}

function statusOf(quiz: QuizRow, now: number): AdminQuiz['status'] {
  if (quiz.archived_at !== null) return 'archived';
  if (isOpen(quiz, now)) return 'open';
  if (opensLater(quiz, now)) return 'scheduled';
  return 'closed';
}

/** The moment of reading, and how long a silent play stays under way (the server's setting). */
export type PresentClock = { now: number; abandonAfterMs: number };

type QuizExtra = { questionCount: number; plays: PlayCounts; playingNow: number; timeZone: string };

function presentQuiz(quiz: QuizRow, extra: QuizExtra & { now: number }): AdminQuiz {
  const local = (ms: number | null) => (ms === null ? null : toLocalTime(ms, extra.timeZone));
  return {
    id: quiz.id,
    ...quizSettings(quiz),
    opensAtLocal: local(quiz.opens_at),
    closesAtLocal: local(quiz.closes_at),
    status: statusOf(quiz, extra.now),
    archived: quiz.archived_at !== null,
    questionCount: extra.questionCount,
    completed: extra.plays.completed,
    inProgress: extra.plays.inProgress,
    playingNow: extra.playingNow,
    updatedAt: quiz.updated_at,
  };
}

export async function presentQuizList(db: Db, timeZone: string, clock: PresentClock) {
  const [quizzes, plays, questions, underWay] = await Promise.all([
    listQuizzes(db),
    playCounts(db),
    questionCounts(db),
    playsUnderWay(db, clock),
  ]);
  return quizzes.map((quiz) =>
    presentQuiz(quiz, {
      questionCount: questions.get(quiz.id) ?? 0,
      plays: plays.get(quiz.id) ?? { completed: 0, inProgress: 0 },
      playingNow: underWay.get(quiz.id) ?? 0,
      timeZone,
      now: clock.now,
    }),
  );
}

/** Where an admin reads a question's image, versioned by its key so a replaced one is never stale. */
export function adminImageUrl(quizId: string, id: number, key: string | null): string | null {
  if (!key) return null;
  return `/api/admin/quizzes/${quizId}/questions/${id}/image?v=${imageVersion(key)}`;
}

/** The questions the quiz's finished plays were served, by id. */
async function servedCounts(db: Db, quizId: string) {
  const plays = await db
    .selectFrom('quiz_attempts')
    .select('questions')
    .where('quiz_id', '=', quizId)
    .where('status', '=', 'completed')
    .execute();
  const served = new Map<number, ServedQuestion[]>();
  for (const play of plays) {
    for (const question of JSON.parse(play.questions ?? '[]') as ServedQuestion[]) {
      const list = served.get(question.id) ?? [];
      list.push(question);
      served.set(question.id, list);
    }
  }
  return served;
}

export async function presentQuizDetail(
  db: Db,
  quizId: string,
  timeZone: string,
  clock: PresentClock,
): Promise<QuizDetail | null> {
  const quiz = await findQuiz(db, quizId);
  if (!quiz) return null;
  const [rows, served, plays, underWay] = await Promise.all([
    readQuestions(db, quizId),
    servedCounts(db, quizId),
    playCounts(db, quizId),
    playsUnderWay(db, { ...clock, quizId }),
  ]);
  const questions: EditorQuestion[] = rows.map((row) => {
    // Only copies of this very question: one served under its id as another is not regraded by it.
    const content = contentOfRow(row);
    const seen = (served.get(row.id) ?? []).filter((question) =>
      sameQuestion(contentServed(question), content),
    );
    return {
      id: row.id,
      text: row.text,
      options: optionsOf(row),
      correct: row.correct,
      explanation: row.explanation,
      imageUrl: adminImageUrl(quizId, row.id, row.image_key),
      plays: seen.length,
      playsToRegrade: seen.filter((q) => q.answer !== content.options[row.correct]).length,
    };
  });
  return {
    quiz: presentQuiz(quiz, {
      questionCount: rows.length,
      plays: plays.get(quizId) ?? { completed: 0, inProgress: 0 },
      playingNow: underWay.get(quizId) ?? 0,
      timeZone,
      now: clock.now,
    }),
    questions,
  };
}
