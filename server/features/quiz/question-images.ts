// Which question image a player may read: a contest's only once their play has reached that
// question (as it was served), a practice quiz's whenever it is open.
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database.js';
import { findQuiz, isOpen, type ServedQuestion } from './quizzes.js';

/**
 * The part of a picture's storage key that names its bytes, for its address: a replaced picture
 * gets a new address, so no browser keeps showing the old one.
 */
export function imageVersion(key: string): string {
  return /([a-f0-9]{12})[a-f0-9]*\.[a-z]+$/.exec(key)?.[1] ?? '0';
}

/**
 * A question's picture as stored (WebP, re-encoded on upload). Its address names its bytes' key, so
 * a browser may keep it; private, as it is a signed-in person's.
 */
export function sendQuestionImage(reply: FastifyReply, image: Buffer) {
  return reply
    .header('content-type', 'image/webp')
    .header('cache-control', 'private, max-age=86400, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(image);
}

export async function playerImageKey(
  db: Db,
  {
    uid,
    quizId,
    questionId,
    now,
  }: { uid: string; quizId: string; questionId: number; now: number },
): Promise<string | null> {
  const quiz = await findQuiz(db, quizId);
  if (!quiz) return null;
  if (quiz.kind === 'practice') {
    if (!isOpen(quiz, now)) return null;
    const question = await db
      .selectFrom('questions')
      .select('image_key')
      .where('quiz_id', '=', quizId)
      .where('id', '=', questionId)
      .executeTakeFirst();
    return question?.image_key ?? null;
  }
  const play = await db
    .selectFrom('quiz_attempts')
    .select(['questions', 'current_index'])
    .where('user_id', '=', uid)
    .where('quiz_id', '=', quizId)
    .executeTakeFirst();
  if (!play?.questions) return null;
  const served = JSON.parse(play.questions) as ServedQuestion[];
  const index = served.findIndex((question) => question.id === questionId);
  if (index < 0 || index > play.current_index) return null;
  return served[index]!.image;
}
