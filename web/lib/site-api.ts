// The event's public setup (teams, brand images, slogans, videos, links, pages): its read, its query
// key, and the live stream's word that organisers changed it. Read once per visit and again on that
// word, so a replaced logo or a new team shows on an open phone without a reload, signed in or not.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PublicSite } from '../../common/api';
import { apiRequest } from './api';
import { subscribeLive, subscribeSiteChanges } from './live-stream';

// The schema loads beside the request: the first screen needs the setup, not zod before it.
const fetchPublicSite = () =>
  apiRequest('/api/site', () => import('../../common/api').then((api) => api.PublicSite));

export const siteKeys = {
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

/** The setup once read; undefined while the first read is under way. */
export function useSite(): PublicSite | undefined {
  return useQuery(siteQueries.publicSite()).data;
}

/** The tab's title is the event's name, as organisers set it (index.html's until it is read). */
export function useEventTitle(): void {
  const name = useSite()?.event.name;
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);
}

/**
 * Reads the setup again whenever organisers change it: a signed-in screen hears it on its live
 * stream, a signed-out one on the setup's own (nothing until who is signed in is known).
 */
export function useLiveSite(who: 'signed-in' | 'signed-out' | 'loading'): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (who === 'loading') return;
    const subscribe = who === 'signed-in' ? subscribeLive : subscribeSiteChanges;
    return subscribe('site', ({ version }) => {
      // The signed-out stream opens with the version it holds: one already read is not read again.
      const held = queryClient.getQueryData<PublicSite>(siteKeys.publicSite());
      if (held && held.version >= version) return;
      void queryClient.invalidateQueries({ queryKey: siteKeys.publicSite() });
    });
  }, [who, queryClient]);
}
