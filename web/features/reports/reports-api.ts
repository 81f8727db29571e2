// The admin area's reports (the headline figures, the audit log, each quiz's leaderboard, the
// analytics) with their query keys; the replies' shapes are common/admin-api.ts's.
import { queryOptions } from '@tanstack/react-query';
import { Analytics, AuditLog, Board, Overview } from '../../../common/admin-api';
import { adminReadsKey } from '../../lib/admin-keys';
import { apiRequest } from '../../lib/api';

export type { Analytics, Board, Overview } from '../../../common/admin-api';

const fetchOverview = () => apiRequest('/api/admin/overview', Overview);
const fetchLeaderboard = (quizId: string) =>
  apiRequest(`/api/admin/leaderboard?quizId=${quizId}`, Board);
const fetchAudit = () => apiRequest('/api/admin/audit', AuditLog);
const fetchAnalytics = () => apiRequest('/api/admin/analytics', Analytics);

/** Under the admin area's root key, so a change anywhere in the admin area reads these again. */
export const reportKeys = {
  overview: () => [...adminReadsKey, 'overview'] as const,
  leaderboard: (quizId: string) => [...adminReadsKey, 'leaderboard', quizId] as const,
  audit: () => [...adminReadsKey, 'audit'] as const,
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
  audit: () => queryOptions({ queryKey: reportKeys.audit(), queryFn: fetchAudit }),
  analytics: () => queryOptions({ queryKey: reportKeys.analytics(), queryFn: fetchAnalytics }),
};
