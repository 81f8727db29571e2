// Calls of Quiz & Contest.
import type { GamesConfig, PracticeQuestion, QuizResult, QuizStep } from '../../../common/api';
import { apiRequest } from '../../lib/api';

export type SavedPool = 'quiz1' | 'quiz2' | 'quiz3';

export const fetchGames = () => apiRequest<GamesConfig>('/api/games');
export const fetchAttempt = (pool: SavedPool) =>
  apiRequest<{ attempt: QuizResult | null }>(`/api/quiz/${pool}/attempt`);
export const startQuiz = (pool: SavedPool) =>
  apiRequest<QuizStep>(`/api/quiz/${pool}/start`, { method: 'POST' });
export const sendAnswer = (
  pool: SavedPool,
  questionId: number,
  selected: string | null,
  signal?: AbortSignal,
) =>
  apiRequest<QuizStep>(`/api/quiz/${pool}/answer`, {
    method: 'POST',
    body: { questionId, selected },
    signal,
  });
export const fetchPractice = () => apiRequest<PracticeQuestion[]>('/api/quiz/practice');
