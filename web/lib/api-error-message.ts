// The text to show for a failed call: the server's message, in the chosen language (by its code, or
// by the shared message it is).
import type { TFunction } from 'i18next';
import { messages } from '../../common/messages';
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

const MESSAGE_KEYS = new Map<string, string>(
  Object.entries(messages).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key] as const] : [],
  ),
);

/** One of the server's or the forms' messages (common/messages.ts), in the chosen language. */
export function translateMessage(text: string, t: TFunction): string {
  const key = MESSAGE_KEYS.get(text);
  return key ? t(`messages.${key}` as 'messages.invalidMobile') : text;
}

export function apiErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (TRANSLATED_CODES.has(error.code)) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    return t(`errors.${error.code}` as 'errors.invalid_otp', { count: minutes });
  }
  return error.message ? translateMessage(error.message, t) : fallback;
}
