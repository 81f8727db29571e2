// Every code an error can carry to the browser: the server's, with its HTTP status and the English
// message it sends, and the ones the client makes itself. The web's locales give each one a text in
// every language.
// No schemas here: the locales import this, and the first screen loads without zod.
import { messages } from './messages.js';

/** The codes in the `{ error: { code } }` bodies the server answers with (server/errors.ts). */
export const SERVER_ERROR_CODES = [
  // Any request
  'bad_request',
  'bad_url',
  'body_too_large',
  'unsupported_media_type',
  'unsaveable_text',
  'foreign_origin',
  'not_signed_in',
  'forbidden',
  'not_found',
  'internal',
  // Sign-in
  'invalid_phone',
  'bot_check_failed',
  'bot_check_too_easy',
  'too_many_attempts',
  'sms_failed',
  'invalid_otp',
  'otp_expired',
  // Profile
  'invalid_profile',
  'invalid_employee_id',
  'already_registered',
  'photo_not_image',
  'photo_too_large',
  'photos_off',
  'bad_upload',
  // Quiz
  'quiz_closed',
  'profile_required',
  'already_played',
  'not_current_question',
  'invalid_answer',
  'no_attempt',
  'quiz_abandoned',
  // Live stream
  'too_many_live_streams',
  // Admin
  'already_admin',
  'not_admin',
  'last_admin',
  'not_registered',
  'unknown_employee_code',
  'changed_meanwhile',
  'registry_too_large',
  'registry_not_csv',
  'registry_too_long',
  'malformed_csv',
  // Metrics scraper
  'metrics_token',
] as const;

/**
 * Codes the client gives a failure itself: no connection at all, an answer without the server's
 * body (`http_<status>`), such as the proxy's refusal of a body over its limit or its gateway errors,
 * or an answer whose body is not the shape the page expects (`unexpected_response`: a page older
 * than the server it talks to, say).
 */
const CLIENT_ERROR_CODES = [
  'network',
  'unexpected_response',
  'http_413',
  'http_500',
  'http_502',
  'http_503',
  'http_504',
] as const;

export const ERROR_CODES = [...SERVER_ERROR_CODES, ...CLIENT_ERROR_CODES] as const;

export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}

/** What the server answers a code with: its HTTP status, and the English message it sends. */
export type ServerError = { status: number; message: string };

/**
 * Each code's HTTP status and English message (the spec's texts are verbatim): server/errors.ts
 * answers every error from this table. A few codes carry a more specific message instead:
 * `bad_request` and `invalid_profile` name the field, `too_many_attempts` the minutes,
 * `malformed_csv` and `registry_too_long` the line, and `registry_too_large` and
 * `registry_not_csv` the limit and the content type.
 */
export const serverErrors: Record<ServerErrorCode, ServerError> = {
  bad_request: { status: 400, message: 'This request is not valid' },
  bad_url: { status: 400, message: 'This address is not valid' },
  body_too_large: { status: 413, message: 'The request is too large' },
  unsupported_media_type: {
    status: 415,
    message: 'The request is in a format that is not accepted here',
  },
  unsaveable_text: { status: 400, message: 'The request contains characters that cannot be saved' },
  foreign_origin: { status: 403, message: messages.foreignOrigin },
  not_signed_in: { status: 401, message: messages.notSignedIn },
  forbidden: { status: 403, message: messages.noAccess },
  not_found: { status: 404, message: 'Not found' },
  internal: { status: 500, message: 'Something went wrong. Please try again.' },
  invalid_phone: { status: 400, message: messages.invalidMobile },
  bot_check_failed: { status: 400, message: messages.botCheckFailed },
  bot_check_too_easy: { status: 400, message: messages.botCheckFailed },
  too_many_attempts: { status: 429, message: 'Too many attempts. Please try again later' },
  sms_failed: { status: 502, message: messages.sendFailed },
  invalid_otp: { status: 400, message: messages.invalidOtp },
  otp_expired: { status: 400, message: messages.otpExpired },
  invalid_profile: { status: 400, message: 'Please check the profile details' },
  invalid_employee_id: { status: 400, message: messages.invalidEmployeeId },
  already_registered: { status: 409, message: messages.alreadyRegistered },
  photo_not_image: { status: 415, message: messages.photoNotImage },
  photo_too_large: { status: 413, message: messages.photoTooLarge },
  photos_off: {
    status: 400,
    message: 'This event does not take profile photos. Please save the profile without one.',
  },
  bad_upload: { status: 400, message: 'The upload was incomplete. Please try again.' },
  quiz_closed: { status: 403, message: messages.quizClosed },
  profile_required: { status: 403, message: messages.profileFirst },
  already_played: { status: 409, message: messages.alreadyPlayed },
  not_current_question: { status: 409, message: messages.notCurrentQuestion },
  invalid_answer: { status: 400, message: messages.invalidAnswer },
  no_attempt: { status: 404, message: 'No attempt for this quiz' },
  quiz_abandoned: { status: 409, message: messages.quizAbandoned },
  too_many_live_streams: {
    status: 429,
    message: 'Too many live connections from this network. Please try again in a minute.',
  },
  already_admin: { status: 409, message: 'That number is already an admin' },
  not_admin: { status: 404, message: 'That number is not an admin' },
  last_admin: { status: 409, message: 'The last admin cannot be removed' },
  not_registered: { status: 404, message: 'This person is not registered' },
  unknown_employee_code: { status: 404, message: 'No such employee code' },
  changed_meanwhile: {
    status: 409,
    message: 'This changed while it was being saved. Please try again.',
  },
  registry_too_large: { status: 413, message: 'The file is too large. Please split it.' },
  registry_not_csv: { status: 415, message: 'Please send the registry as a CSV file' },
  registry_too_long: { status: 400, message: 'The file has too many rows. Please split it.' },
  malformed_csv: { status: 400, message: 'The file is not valid CSV' },
  metrics_token: {
    status: 401,
    message: 'Send the metrics token as Authorization: Bearer <token>',
  },
};

/** Each code's English message alone, as the web's English locale shows it. */
export const errorMessages = Object.fromEntries(
  SERVER_ERROR_CODES.map((code) => [code, serverErrors[code].message]),
) as Record<ServerErrorCode, string>;
