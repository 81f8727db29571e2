// Calls of Quiz & Contest, and its reads with their query keys.
import { queryOptions } from '@tanstack/react-query';
import { GamesConfig, PracticeQuestions, QuizAttempt, QuizStep } from '../../../common/api';
import type { SavedPool } from '../../../common/pools';
import { apiRequest } from '../../lib/api';

const fetchGames = () => apiRequest('/api/games', GamesConfig);
const fetchAttempt = (pool: SavedPool) => apiRequest(`/api/quiz/${pool}/attempt`, QuizAttempt);
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
const fetchPractice = () => apiRequest('/api/quiz/practice', PracticeQuestions);

const all = ['quiz'] as const;

export const quizKeys = {
  all,
  /** Which quizzes the organisers have opened. */
  games: () => [...all, 'games'] as const,
  /** The signed-in player's play of a saved quiz, if any. */
  attempt: (pool: SavedPool) => [...all, 'attempt', pool] as const,
  practice: () => [...all, 'practice'] as const,
};

export const quizQueries = {
  /** Read again whenever the screen shows: an organiser may have opened a quiz meanwhile. */
  games: () =>
    queryOptions({
      queryKey: quizKeys.games(),
      queryFn: fetchGames,
      refetchOnWindowFocus: 'always',
    }),
  /** Read afresh each time the quiz opens: the server's record of a play is what stands. */
  attempt: (pool: SavedPool) =>
    queryOptions({
      queryKey: quizKeys.attempt(pool),
      queryFn: () => fetchAttempt(pool),
      retry: 1,
      staleTime: 0,
    }),
  /** Read once a visit: reading again during a play would change its questions under it. */
  practice: () =>
    queryOptions({
      queryKey: quizKeys.practice(),
      queryFn: fetchPractice,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
};
