// The text to show for a failed call, in the chosen language, built from its code and the values it
// names (common/error-codes.ts); the server's English message is for its logs, never shown. The
// texts of failures come with this module (locales/failure-bundle.ts), not with the first screen.
import type { TFunction } from 'i18next';
import { isMessageKey } from '../../common/messages';
import { failureBundle } from '../locales/failure-bundle';
import { ApiError } from './api';
import { addTextBundle } from './text-bundle';

addTextBundle(failureBundle);

/** What an error code looks like: lower-case words joined by underscores. */
const CODE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

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
 * gives in the chosen language. A code has a text once the texts of its audience have loaded: the
 * players' and the client's with this module, the organisers' with the admin area.
 */
export function apiErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (!(error instanceof ApiError) || !CODE.test(error.code)) return fallback;
  const { code, params = {} } = error;
  const reason =
    typeof params.reason === 'string' ? sharedMessageText(params.reason, t) : undefined;
  // The minutes to wait, or a code's tries left, choose between "1 minute" and "2 minutes"; without
  // them the text names no number.
  const count =
    code === 'too_many_attempts'
      ? params.minutes
      : code === 'invalid_otp'
        ? params.triesLeft
        : undefined;
  const text = t(`errors.${code}` as 'errors.internal', {
    ...params,
    ...(typeof count === 'number' ? { count } : {}),
    ...(reason ? { reason, context: 'reason' } : {}),
    defaultValue: '',
  });
  return text || fallback;
}
