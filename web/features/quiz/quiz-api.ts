// Calls of Quiz & Contest.
import { GamesConfig, PracticeQuestions, QuizAttempt, QuizStep } from '../../../common/api';
import { apiRequest } from '../../lib/api';

export type SavedPool = 'quiz1' | 'quiz2' | 'quiz3';

export const fetchGames = () => apiRequest('/api/games', GamesConfig);
export const fetchAttempt = (pool: SavedPool) =>
  apiRequest(`/api/quiz/${pool}/attempt`, QuizAttempt);
export const startQuiz = (pool: SavedPool) =>
  apiRequest(`/api/quiz/${pool}/start`, QuizStep, { method: 'POST' });
export const sendAnswer = (
  pool: SavedPool,
  questionId: number,
  selected: string | null,
  signal?: AbortSignal,
) =>
  apiRequest(`/api/quiz/${pool}/answer`, QuizStep, {
    method: 'POST',
    body: { questionId, selected },
    signal,
  });
export const fetchPractice = () => apiRequest('/api/quiz/practice', PracticeQuestions);
