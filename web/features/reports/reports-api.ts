// The admin area's reports (the headline figures, the activity, each quiz's leaderboard, the
// analytics) with their query keys; the replies' shapes are common/admin-api.ts's.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { Activity, Analytics, Board, Overview } from '../../../common/admin-api';
import { adminReadsKey } from '../../lib/admin-keys';
import { apiRequest } from '../../lib/api';

export type { Activity, Analytics, Board, Overview } from '../../../common/admin-api';

const fetchOverview = () => apiRequest('/api/admin/overview', Overview);
const fetchLeaderboard = (quizId: string) =>
  apiRequest(`/api/admin/leaderboard?quizId=${quizId}`, Board);
/** `search`: the activity's query string (organiser, kind, words, page). */
const fetchActivity = (search: string) => apiRequest(`/api/admin/activity?${search}`, Activity);
const fetchAnalytics = () => apiRequest('/api/admin/analytics', Analytics);

/** Under the admin area's root key, so a change anywhere in the admin area reads these again. */
export const reportKeys = {
  overview: () => [...adminReadsKey, 'overview'] as const,
  leaderboard: (quizId: string) => [...adminReadsKey, 'leaderboard', quizId] as const,
  activity: (search: string) => [...adminReadsKey, 'activity', search] as const,
  analytics: () => [...adminReadsKey, 'analytics'] as const,
};

/** The reports' reads, as the pages ask for them. */
export const reportQueries = {
  overview: () => queryOptions({ queryKey: reportKeys.overview(), queryFn: fetchOverview }),
  leaderboard: (quizId: string) =>
    queryOptions({
      queryKey: reportKeys.leaderboard(quizId),
      queryFn: () => fetchLeaderboard(quizId),
    }),
  activity: (search: string) =>
    queryOptions({
      queryKey: reportKeys.activity(search),
      queryFn: () => fetchActivity(search),
      // The page on screen stays while the next one is read, rather than blinking to Loading.
      placeholderData: keepPreviousData,
    }),
  analytics: () => queryOptions({ queryKey: reportKeys.analytics(), queryFn: fetchAnalytics }),
};
