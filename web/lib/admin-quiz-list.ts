// The admin area's list of quizzes: one read, under one key, for the quiz editor's list and for the
// venue's screen links, which name the contests a screen can show.
import { queryOptions } from '@tanstack/react-query';
import { AdminQuizList } from '../../common/quiz-editor-api';
import { adminReadsKey } from './admin-keys';
import { apiRequest } from './api';

export type { AdminQuiz } from '../../common/quiz-editor-api';

/** Every read of the quiz editor starts with it, under the admin area's keys. */
export const adminQuizzesKey = [...adminReadsKey, 'quizzes'] as const;

const fetchQuizzes = () => apiRequest('/api/admin/quizzes', AdminQuizList);

export const adminQuizListQuery = () =>
  queryOptions({ queryKey: [...adminQuizzesKey, 'list'], queryFn: fetchQuizzes });
