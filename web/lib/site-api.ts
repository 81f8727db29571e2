// The event's public content (teams, links, videos, flags): its read and query key, read once per visit.
import { queryOptions } from '@tanstack/react-query';
import { PublicSite } from '../../common/api';
import { apiRequest } from './api';

const fetchPublicSite = () => apiRequest('/api/site', PublicSite);

const siteKeys = {
  publicSite: () => ['site'] as const,
};

export const siteQueries = {
  publicSite: () =>
    queryOptions({
      queryKey: siteKeys.publicSite(),
      queryFn: fetchPublicSite,
      staleTime: Infinity,
    }),
};
