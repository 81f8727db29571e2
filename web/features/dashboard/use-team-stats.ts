// The team counters: read once, then kept current by the live stream.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Stats, totalViews, type TeamStat } from '../../../common/dashboard';
import { apiRequest } from '../../lib/api';
import { subscribeLive } from '../../lib/live-stream';
import { useSite } from '../../lib/use-site';

const statsKey = ['stats'] as const;

export function useTeamStats() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: statsKey,
    queryFn: () => apiRequest('/api/stats', Stats),
    staleTime: 10_000,
  });

  useEffect(
    () =>
      subscribeLive('counters', (teams) => {
        queryClient.setQueryData<Stats>(statsKey, { teams, totalViews: totalViews(teams) });
      }),
    [queryClient],
  );
  return query;
}

/** The rows to show: the latest counters, or every team at zero when they cannot be read. */
export function useTeamRows(): { teams: TeamStat[]; isPending: boolean } {
  const stats = useTeamStats();
  const site = useSite();
  if (stats.data) return { teams: stats.data.teams, isPending: false };
  const zeros = (site.data?.teams ?? []).map((team) => ({ ...team, registrations: 0, points: 0 }));
  return { teams: zeros, isPending: stats.isPending || site.isPending };
}
