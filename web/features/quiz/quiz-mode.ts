// Which quiz /fun-quiz plays: from navigation state, else the query.
import { QUIZ_ID } from '../../../common/quiz-id';

/**
 * A saved play of a contest, practice of the named practice quiz (the first open one if none), or
 * an organiser's preview of any quiz (`?preview=<id>`), graded here and recorded nowhere.
 */
export type QuizMode =
  | { kind: 'saved'; quizId: string }
  | { kind: 'practice'; quizId: string | null }
  | { kind: 'preview'; quizId: string };

/**
 * The navigation state Quiz & Contest's and Fun & Engagement's buttons carry: `serverGraded` asks
 * for the play to be saved and graded by the server (the query's `save=1` asks the same).
 */
export type QuizState = { quizId?: unknown; serverGraded?: unknown };

export function resolveQuizMode(state: unknown, search: string): QuizMode {
  const fromState = (state ?? {}) as QuizState;
  const query = new URLSearchParams(search);
  const preview = query.get('preview');
  if (preview !== null && QUIZ_ID.test(preview)) return { kind: 'preview', quizId: preview };
  const requested = typeof fromState.quizId === 'string' ? fromState.quizId : query.get('quizId');
  const valid = requested !== null && QUIZ_ID.test(requested) ? requested : null;
  const serverGraded =
    fromState.serverGraded === true || ['1', 'true'].includes(query.get('save') ?? '');
  // Practice grades in the browser, and the server only gives it a practice quiz's questions: a
  // contest played without saving would hand out its answers.
  return serverGraded && valid
    ? { kind: 'saved', quizId: valid }
    : { kind: 'practice', quizId: valid };
}
