// The text to show for a failed call, in the chosen language: the shared message it is, or the text
// for its code (common/error-codes.ts). The server's own words are shown only on an English screen.
import type { TFunction } from 'i18next';
import {
  CLIENT_ERROR_CODES,
  SERVER_MESSAGE_LANGUAGE,
  isErrorCode,
  type ErrorCode,
} from '../../common/error-codes';
import { messages } from '../../common/messages';
import { ApiError } from './api';

const MESSAGE_KEYS = new Map<string, string>(
  Object.entries(messages).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key] as const] : [],
  ),
);

const CLIENT_CODES: ReadonlySet<string> = new Set(CLIENT_ERROR_CODES);

/** One of the server's or the forms' messages (common/messages.ts), in the chosen language. */
export function translateMessage(text: string, t: TFunction): string {
  const key = MESSAGE_KEYS.get(text);
  return key ? t(`messages.${key}` as 'messages.invalidMobile') : text;
}

/**
 * Whether the texts on screen are in the language the server writes in: English, or Hindi not
 * (yet) loaded, when English stands in for it.
 */
function readsServerLanguage(t: TFunction): boolean {
  return t('errors.internal', { returnDetails: true }).usedLng === SERVER_MESSAGE_LANGUAGE;
}

/** The chosen language's text for a code, with the minutes to wait or the line of a file. */
function codeText(code: ErrorCode, error: ApiError, t: TFunction): string {
  const seconds = error.retryAfterSeconds;
  return t(`errors.${code}` as 'errors.internal', {
    ...(seconds ? { count: Math.max(1, Math.ceil(seconds / 60)) } : {}),
    ...(error.line === undefined ? {} : { line: error.line }),
  });
}

/**
 * A shared message in the chosen language; else on an English screen the server's message (it may
 * name a field or a line), and on any other the text for its code; else `fallback`, which the caller
 * gives in the chosen language.
 */
export function apiErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (MESSAGE_KEYS.has(error.message)) return translateMessage(error.message, t);
  const { code, message } = error;
  // The client's own codes carry no words from the server (a proxy's status text at most).
  if (message && !CLIENT_CODES.has(code) && readsServerLanguage(t)) return message;
  return isErrorCode(code) ? codeText(code, error, t) : fallback;
}
