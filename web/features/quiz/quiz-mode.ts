// Which quiz /fun-quiz plays: from navigation state, else the query (spec §5).
import type { SavedPool } from './quiz-api';

export type QuizMode = { kind: 'saved'; pool: SavedPool } | { kind: 'practice' };

const SAVED = new Set(['quiz1', 'quiz2', 'quiz3']);
const KNOWN = new Set(['funquiz', ...SAVED]);

/**
 * The navigation state Quiz & Contest's buttons carry: `serverGraded` asks for the play to be saved
 * and graded by the server (the query's `save=1` asks the same).
 */
export type QuizState = { pool?: unknown; serverGraded?: unknown };

export function resolveQuizMode(state: unknown, search: string): QuizMode {
  const fromState = (state ?? {}) as QuizState;
  const query = new URLSearchParams(search);
  const requested =
    typeof fromState.pool === 'string' ? fromState.pool : (query.get('pool') ?? 'funquiz');
  const pool = KNOWN.has(requested) ? requested : 'funquiz';
  const serverGraded =
    fromState.serverGraded === true || ['1', 'true'].includes(query.get('save') ?? '');
  // Practice grades in the browser, so the server only gives it the practice pool: playing a
  // contest pool without saving would hand out its answers.
  return serverGraded && SAVED.has(pool)
    ? { kind: 'saved', pool: pool as SavedPool }
    : { kind: 'practice' };
}
