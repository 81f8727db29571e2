// The text to show for a failed call, in the chosen language, built from its code and the values it
// names (common/error-codes.ts); the server's English message is for its logs, never shown.
import type { TFunction } from 'i18next';
import { isErrorCode } from '../../common/error-codes';
import { isMessageKey } from '../../common/messages';
import { ApiError } from './api';

/**
 * The chosen language's text of a shared message named by its key (a form check's or a refusal's
 * reason), or undefined when `key` is not one.
 */
export function sharedMessageText(key: string, t: TFunction): string | undefined {
  return isMessageKey(key) ? t(`messages.${key}`) : undefined;
}

/**
 * The chosen language's text for a failure: the text of its code with the values it carries (the
 * minutes to wait, the line of a file), in the form that names its reason when it gives one of the
 * shared messages (`errors.<code>_reason`, i18next's context); else `fallback`, which the caller
 * gives in the chosen language.
 */
export function apiErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const { code, params = {} } = error;
  if (!isErrorCode(code)) return fallback;
  const reason =
    typeof params.reason === 'string' ? sharedMessageText(params.reason, t) : undefined;
  // The minutes choose between "1 minute" and "2 minutes"; without them the text names no number.
  const minutes = code === 'too_many_attempts' ? params.minutes : undefined;
  return t(`errors.${code}` as 'errors.internal', {
    ...params,
    ...(typeof minutes === 'number' ? { count: minutes } : {}),
    ...(reason ? { reason, context: 'reason' } : {}),
  });
}
