// The sign-in calls (a code sent, a code checked) as the sign-in screen's mutation hooks. They come
// with that screen, not with the first screen's code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api';
import { restartLive } from '../../lib/live-stream';
import { authKeys } from './auth-api';
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
