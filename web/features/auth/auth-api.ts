// The read of who is signed in with its query key, and signing out. This module is on the first
// screen and zod is not: each schema's module is fetched beside the request that needs it. The
// sign-in calls come with the sign-in screen (sign-in-api.ts).
import { queryOptions } from '@tanstack/react-query';
import type { Me } from '../../../common/api';
import { ApiError, apiRequest } from '../../lib/api';

const schemas = () => import('../../../common/api');

/** Who is signed in, or null for nobody. */
async function readMe(): Promise<Me | null> {
  try {
    // Who is signed in decides the first screen, which loads without zod (some 15 kB more before
    // anything shows). So the schema's module, zod with it, is fetched while this request is on its
    // way: parsing the reply adds no wait to the one the first screen already has.
    return await apiRequest('/api/me', () => schemas().then((api) => api.Me));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

let earlyAnswer: Promise<Me | null> | null = null;

/**
 * Asks who is signed in at once, before React has rendered; the first read of `authQueries.me()`
 * then takes this answer rather than asking again. (A hydrated page must render as the server did,
 * so the answer may not enter the query cache before that render.)
 */
export function askWhoIsSignedIn(): void {
  earlyAnswer = readMe();
  earlyAnswer.catch(() => {});
}

function fetchMe(): Promise<Me | null> {
  const answer = earlyAnswer ?? readMe();
  earlyAnswer = null;
  return answer;
}

/** Ends the session; the reply is a bare 204, so only its status is read. */
export const signOutOfServer = () => apiRequest('/api/auth/sign-out', null, { method: 'POST' });

export const authKeys = {
  me: () => ['me'] as const,
};

export const authQueries = {
  /** Read again when the tab comes back into view, so a profile completed in another tab shows here. */
  me: () =>
    queryOptions({
      queryKey: authKeys.me(),
      queryFn: fetchMe,
      staleTime: 30_000,
      refetchOnWindowFocus: 'always',
    }),
};
