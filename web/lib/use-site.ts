// The event's public content (teams, links, videos, flags), read once per visit.
import { useQuery } from '@tanstack/react-query';
import { PublicSite } from '../../common/api';
import { apiRequest } from './api';

export function useSite() {
  return useQuery({
    queryKey: ['site'],
    queryFn: () => apiRequest('/api/site', PublicSite),
    staleTime: Infinity,
  });
}
