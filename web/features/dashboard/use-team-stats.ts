// The team counters: read once, then kept current by the live stream.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { totalViews, type Stats } from '../../../common/dashboard';
import { subscribeLive } from '../../lib/live-stream';
import { dashboardKeys, dashboardQueries } from './dashboard-api';

export function useTeamStats() {
  const queryClient = useQueryClient();
  const query = useQuery(dashboardQueries.stats());

  useEffect(
    () =>
      subscribeLive('counters', (teams) => {
        queryClient.setQueryData<Stats>(dashboardKeys.stats(), {
          teams,
          totalViews: totalViews(teams),
        });
      }),
    [queryClient],
  );
  return query;
}
