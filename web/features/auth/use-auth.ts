// Who is signed in, read from GET /api/me and shared by the guards and every screen; and signing out.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Me } from '../../../common/api';
import { hasProfile } from '../../../common/profile';
import { ApiError, apiRequest } from '../../lib/api';
import { restartLive, subscribeLive } from '../../lib/live-stream';
import type { AuthStatus } from '../../routing/route-access';

export const meQueryKey = ['me'] as const;

async function fetchMe(): Promise<Me | null> {
  try {
    // Who is signed in decides the first screen, which loads without zod (some 15 kB more before
    // anything shows). So the schema's module, zod with it, is fetched while this request is on its
    // way: parsing the answer adds no wait to the one the first screen already has.
    return await apiRequest('/api/me', () => import('../../../common/api').then(({ Me }) => Me));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Read again when the tab comes back into view, so a profile completed in another tab shows here. */
export const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: fetchMe,
  staleTime: 30_000,
  refetchOnWindowFocus: 'always',
});

export function useMe() {
  return useQuery(meQuery);
}

export function useAuthStatus(): AuthStatus {
  const { data, isPending, isError } = useMe();
  if (isPending) return { kind: 'loading' };
  // A read again that failed: the session may well be valid; the server still guards every call.
  // (With nothing read at all, the gate says the server could not be reached instead.)
  if (isError && data === undefined) return { kind: 'signed-in', profile: 'read-failed' };
  if (!data) return { kind: 'signed-out' };
  return { kind: 'signed-in', profile: hasProfile(data.profile) ? 'present' : 'missing' };
}

/** Keeps the signed-in user's profile current from the live stream (another tab's change shows). */
export function useLiveProfile(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLive('profile', (profile) => {
        queryClient.setQueryData<Me | null>(meQueryKey, (current) =>
          current ? { ...current, profile } : current,
        );
      }),
    [queryClient],
  );
}

/**
 * Ends the session. Whether or not the server could be told, this tab forgets who was signed in and
 * everything read for them: the person in front of it asked to be signed out. The one write that is
 * not a mutation: it has no pending or failed state to show, and the header that calls it is on the
 * first screen, where useMutation would add about 1 kB to the JavaScript loaded before it shows.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  // The answer is a bare 204: only its status matters, and not even that.
  await apiRequest('/api/auth/sign-out', null, { method: 'POST' }).catch(() => {});
  queryClient.setQueryData(meQueryKey, null);
  restartLive();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
}
