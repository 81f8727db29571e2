// Calls of the sign-in flow, and the read of who is signed in with its query key. This module is on
// the first screen and zod is not: each schema's module is fetched beside the request that needs it.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '../../../common/api';
import { ApiError, apiRequest } from '../../lib/api';
import { restartLive } from '../../lib/live-stream';
import type { BotCheck } from './bot-check';
import { retryWhileBusy } from './retry-while-busy';

const schemas = () => import('../../../common/api');

function sendCode(phone: string, botCheck: string) {
  return apiRequest('/api/auth/send-code', () => schemas().then((api) => api.SendCodeResult), {
    method: 'POST',
    body: { phone, botCheck },
  });
}

function verifyCode(phone: string, code: string) {
  return apiRequest('/api/auth/verify-code', () => schemas().then((api) => api.Me), {
    method: 'POST',
    body: { phone, code },
  });
}

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

/** Says how many seconds a busy server asked this phone to wait (0: not waiting any more). */
type OnBusyWait = (seconds: number) => void;

/**
 * Asks for a code with the bot check's proof. A bot check is spent only once its request is taken:
 * a wait keeps the same one; a check the venue's busier address now finds too easy is solved again.
 */
async function sendWithBotCheck(botCheck: BotCheck, phone: string, onBusyWait: OnBusyWait) {
  const payload = await botCheck.payload();
  try {
    return await retryWhileBusy(() => sendCode(phone, payload), onBusyWait);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'bot_check_too_easy')) throw error;
    botCheck.reset();
    const fresh = await botCheck.payload();
    return retryWhileBusy(() => sendCode(phone, fresh), onBusyWait);
  }
}

/** Sends a code to the number (the failure toast says why not, with `failureFallback`). */
export function useSendCode(botCheck: () => BotCheck, onBusyWait: OnBusyWait, fallback: string) {
  return useMutation({
    mutationFn: (phone: string) => sendWithBotCheck(botCheck(), phone, onBusyWait),
    meta: { failureFallback: fallback },
  });
}

/** Signs in with the code: who is signed in is known at once, and the live stream starts afresh. */
export function useVerifyCode(onBusyWait: OnBusyWait, fallback: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phone, code }: { phone: string; code: string }) =>
      retryWhileBusy(() => verifyCode(phone, code), onBusyWait),
    onSuccess: (me) => {
      queryClient.setQueryData(authKeys.me(), me);
      restartLive();
    },
    meta: { failureFallback: fallback },
  });
}
