// Who is signed in, read from GET /api/me and shared by the guards and every screen; and signing out.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Me } from '../../../common/api';
import { hasProfile } from '../../../common/profile';
import { restartLive, subscribeLive } from '../../lib/live-stream';
import type { AuthStatus } from '../../routing/route-access';
import { authKeys, authQueries, signOutOfServer } from './auth-api';
import { usePresumedSignedIn } from './presumed-signed-in';

export function useMe() {
  return useQuery(authQueries.me());
}

export function useAuthStatus(): AuthStatus {
  const { data, isPending, isError } = useMe();
  const presumedSignedIn = usePresumedSignedIn();
  if (isPending) return { kind: 'loading', presumedSignedIn };
  // A read again that failed: the session may well be valid; the server still guards every call.
  // (With nothing read at all, the gate says the server could not be reached instead.)
  if (isError && data === undefined)
    return { kind: 'signed-in', profile: 'read-failed', organiser: false };
  if (!data) return { kind: 'signed-out' };
  return {
    kind: 'signed-in',
    profile: hasProfile(data.profile) ? 'present' : 'missing',
    organiser: data.isAdmin,
  };
}

/** Keeps the signed-in user's profile current from the live stream (another tab's change shows). */
export function useLiveProfile(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLive('profile', (profile) => {
        queryClient.setQueryData<Me | null>(authKeys.me(), (current) =>
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
  // Whether the server heard it does not change what this tab does.
  await signOutOfServer().catch(() => {});
  const me = authKeys.me();
  queryClient.setQueryData(me, null);
  restartLive();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== me[0] });
}
