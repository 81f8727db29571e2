// Calls of Quiz & Contest and Fun & Engagement, and their reads with their query keys.
import { queryOptions, useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { PracticeQuestions, QuizAttempt, QuizList, QuizStep } from '../../../common/api';
import { QuizPreview } from '../../../common/quiz-editor-api';
import { apiRequest } from '../../lib/api';

const fetchQuizzes = () => apiRequest('/api/quizzes', QuizList);
const fetchAttempt = (quizId: string) => apiRequest(`/api/quiz/${quizId}/attempt`, QuizAttempt);
const startQuiz = (quizId: string) =>
  apiRequest(`/api/quiz/${quizId}/start`, QuizStep, { method: 'POST' });
/** The question is on screen, its image loaded: its seconds count from now (within a bound). */
export const markShown = (quizId: string, questionId: number) =>
  apiRequest(`/api/quiz/${quizId}/shown`, QuizStep, { method: 'POST', body: { questionId } });
export const sendAnswer = (
  quizId: string,
  questionId: number,
  selected: string | null,
  signal?: AbortSignal,
) =>
  apiRequest(`/api/quiz/${quizId}/answer`, QuizStep, {
    method: 'POST',
    body: { questionId, selected },
    signal,
  });
const fetchPractice = (quizId: string) =>
  apiRequest(`/api/quiz/${quizId}/practice`, PracticeQuestions);
/** An organiser's play of any quiz, as a player would get it (admins only). */
const fetchPreview = (quizId: string) =>
  apiRequest(`/api/admin/quizzes/${quizId}/preview`, QuizPreview);

const all = ['quiz'] as const;

export const quizKeys = {
  all,
  /** Which quizzes are open now, and which open later by their schedule. */
  quizzes: () => [...all, 'list'] as const,
  /** The signed-in player's play of a saved quiz, if any. */
  attempt: (quizId: string) => [...all, 'attempt', quizId] as const,
  practice: (quizId: string) => [...all, 'practice', quizId] as const,
  preview: (quizId: string) => [...all, 'preview', quizId] as const,
};

export const quizQueries = {
  /** Read again whenever the screen shows: an organiser may have opened a quiz meanwhile. */
  quizzes: () =>
    queryOptions({
      queryKey: quizKeys.quizzes(),
      queryFn: fetchQuizzes,
      refetchOnWindowFocus: 'always',
    }),
  /** Read afresh each time the quiz opens: the server's record of a play is what stands. */
  attempt: (quizId: string) =>
    queryOptions({
      queryKey: quizKeys.attempt(quizId),
      queryFn: () => fetchAttempt(quizId),
      retry: 1,
      staleTime: 0,
    }),
  /** Read once a visit: reading again during a play would change its questions under it. */
  practice: (quizId: string) =>
    queryOptions({
      queryKey: quizKeys.practice(quizId),
      queryFn: () => fetchPractice(quizId),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
  /** Read once a visit, as practice is. */
  preview: (quizId: string) =>
    queryOptions({
      queryKey: quizKeys.preview(quizId),
      queryFn: () => fetchPreview(quizId),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
};

type StepCallbacks<Variables> = Pick<
  UseMutationOptions<QuizStep, Error, Variables>,
  'onMutate' | 'onSuccess' | 'onError'
>;

/**
 * A saved play's start and answers are sent at once even when the browser says it is offline:
 * answer delivery retries and tells the player about the connection itself. Failures show in the
 * quiz's own alert line, which stays on screen, not in a passing toast.
 */
const playCall = { networkMode: 'always', meta: { toastOnError: false } } as const;

/** Starts the player's saved play of the quiz, or takes up the one under way. */
export function useStartQuiz(quizId: string, callbacks: StepCallbacks<void>) {
  return useMutation({ ...callbacks, ...playCall, mutationFn: () => startQuiz(quizId) });
}

export type Answer = { questionId: number; selected: string | null };

/** Sends an answer the way `deliver` does (retrying through a dropped connection). */
export function useAnswerQuestion(
  deliver: (answer: Answer) => Promise<QuizStep>,
  callbacks: StepCallbacks<Answer>,
) {
  return useMutation({ ...callbacks, ...playCall, mutationFn: deliver });
}
