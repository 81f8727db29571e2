// The team counters' read and its query key.
import { queryOptions } from '@tanstack/react-query';
import { Stats } from '../../../common/dashboard';
import { apiRequest } from '../../lib/api';

const fetchStats = () => apiRequest('/api/stats', Stats);

export const dashboardKeys = {
  stats: () => ['stats'] as const,
};

export const dashboardQueries = {
  /** The live stream keeps the counters current between reads. */
  stats: () =>
    queryOptions({ queryKey: dashboardKeys.stats(), queryFn: fetchStats, staleTime: 10_000 }),
};
