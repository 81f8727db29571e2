// The text to show for a failed call: the server's message, in the chosen language when we know the code.
import type { TFunction } from 'i18next';
import { ApiError } from './api';

const TRANSLATED_CODES = new Set([
  'invalid_phone',
  'invalid_otp',
  'otp_expired',
  'too_many_attempts',
  'bot_check_failed',
  'bot_check_too_easy',
  'sms_failed',
  'network',
]);

export function apiErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (TRANSLATED_CODES.has(error.code)) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    return t(`errors.${error.code}` as 'errors.invalid_otp', { count: minutes });
  }
  return error.message || fallback;
}
