// Who is signed in, read from GET /api/me and shared by the guards and every screen.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Me, Profile } from '../../../common/api';
import { hasProfile } from '../../../common/profile';
import { ApiError, apiRequest } from '../../lib/api';
import { subscribeLive } from '../../lib/live-stream';
import type { AuthStatus } from '../../routing/route-access';

export const meQueryKey = ['me'] as const;

async function fetchMe(): Promise<Me | null> {
  try {
    return await apiRequest<Me>('/api/me');
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
          current ? { ...current, profile: profile as Profile | null } : current,
        );
      }),
    [queryClient],
  );
}
