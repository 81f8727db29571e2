// Which quiz /fun-quiz plays: from navigation state, else the query.
import { isSavedPool, type SavedPool } from '../../../common/pools';

export type QuizMode = { kind: 'saved'; pool: SavedPool } | { kind: 'practice' };

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
  const serverGraded =
    fromState.serverGraded === true || ['1', 'true'].includes(query.get('save') ?? '');
  // Practice grades in the browser, so the server only gives it the practice pool: playing a
  // contest pool without saving would hand out its answers.
  return serverGraded && isSavedPool(requested)
    ? { kind: 'saved', pool: requested }
    : { kind: 'practice' };
}
