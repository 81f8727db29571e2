// Every code an error can carry to the browser: the server's, with its HTTP status and the English
// message it sends, and the ones the client makes itself. The web's locales give each one a text in
// every language.
// No schemas here: the locales import this, and the first screen loads without zod.
import { adminErrorMessages, type AdminErrorCode } from './admin-error-codes.js';
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
  'sign_in_busy',
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
  // Quiz editor
  'invalid_quiz',
  'quiz_has_plays',
  'quiz_kind_locked',
  'quiz_archived',
  'quiz_import_invalid',
  'quiz_file_too_large',
  'quiz_file_not_supported',
  'image_not_image',
  'image_too_large',
  'quiz_file_malformed',
  // Event setup
  'unknown_team',
  'team_not_empty',
  'invalid_setup',
  'setup_file_not_supported',
  'setup_file_too_large',
  'setup_file_unpacked_too_large',
  'setup_file_invalid',
  'file_too_complex',
  'file_readers_busy',
  // Media
  'video_not_video',
  'video_too_large',
  // The venue: screen links and announcements
  'screen_not_found',
  'screen_revoked',
  'announcement_ended',
  'too_many_announcements',
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

/**
 * The English message the server sends with each code (the spec's texts are verbatim). A few codes
 * carry a more specific one instead: `bad_request` and `invalid_profile` name the field,
 * `too_many_attempts` the minutes, `malformed_csv`, `quiz_file_malformed` and `registry_too_long`
 * the line, and
 * `registry_too_large` and `registry_not_csv` the limit and the content type.
 */
export const playerErrorMessages: Record<Exclude<ServerErrorCode, AdminErrorCode>, string> = {
  bad_request: 'This request is not valid',
  bad_url: 'This address is not valid',
  body_too_large: 'The request is too large',
  unsupported_media_type: 'The request is in a format that is not accepted here',
  unsaveable_text: 'The request contains characters that cannot be saved',
  foreign_origin: messages.foreignOrigin,
  not_signed_in: messages.notSignedIn,
  forbidden: messages.noAccess,
  not_found: 'Not found',
  internal: 'Something went wrong. Please try again.',
  invalid_phone: messages.invalidMobile,
  bot_check_failed: messages.botCheckFailed,
  bot_check_too_easy: messages.botCheckFailed,
  too_many_attempts: 'Too many attempts. Please try again later',
  sms_failed: messages.sendFailed,
  invalid_otp: messages.invalidOtp,
  otp_expired: messages.otpExpired,
  invalid_profile: 'Please check the profile details',
  invalid_employee_id: messages.invalidEmployeeId,
  already_registered: messages.alreadyRegistered,
  photo_not_image: messages.photoNotImage,
  photo_too_large: messages.photoTooLarge,
  photos_off: 'This event does not take profile photos. Please save the profile without one.',
  bad_upload: 'The upload was incomplete. Please try again.',
  quiz_closed: messages.quizClosed,
  profile_required: messages.profileFirst,
  already_played: messages.alreadyPlayed,
  not_current_question: messages.notCurrentQuestion,
  invalid_answer: messages.invalidAnswer,
  no_attempt: 'No attempt for this quiz',
  quiz_abandoned: messages.quizAbandoned,
  too_many_live_streams:
    'Too many live connections from this network. Please try again in a minute.',
  unknown_team: "That team is not one of the event's teams any more. Please choose another.",
  screen_not_found: 'This screen link is not known. Ask the organisers for a new one.',
  screen_revoked: 'This screen link has been switched off by the organisers.',
  sign_in_busy: 'Many people are signing in right now. Please try again in a few seconds.',
  metrics_token: 'Send the metrics token as Authorization: Bearer <token>',
};

/**
 * Every code's English message, the organisers' codes among them. Marked pure, so that a bundle
 * that does not read it (the phones' first screens) carries no organiser's text.
 */
export const errorMessages: Record<ServerErrorCode, string> = /* @__PURE__ */ Object.assign(
  {},
  playerErrorMessages,
  adminErrorMessages,
);

/** The HTTP status the server answers each code with; server/errors.ts reads it from here alone. */
export const errorStatus: Record<ServerErrorCode, number> = {
  bad_request: 400,
  bad_url: 400,
  body_too_large: 413,
  unsupported_media_type: 415,
  unsaveable_text: 400,
  foreign_origin: 403,
  not_signed_in: 401,
  forbidden: 403,
  not_found: 404,
  internal: 500,
  invalid_phone: 400,
  bot_check_failed: 400,
  bot_check_too_easy: 400,
  too_many_attempts: 429,
  sms_failed: 502,
  invalid_otp: 400,
  otp_expired: 400,
  invalid_profile: 400,
  invalid_employee_id: 400,
  already_registered: 409,
  photo_not_image: 415,
  photo_too_large: 413,
  photos_off: 400,
  bad_upload: 400,
  quiz_closed: 403,
  profile_required: 403,
  already_played: 409,
  not_current_question: 409,
  invalid_answer: 400,
  no_attempt: 404,
  quiz_abandoned: 409,
  too_many_live_streams: 429,
  already_admin: 409,
  not_admin: 404,
  last_admin: 409,
  not_registered: 404,
  unknown_employee_code: 404,
  changed_meanwhile: 409,
  registry_too_large: 413,
  registry_not_csv: 415,
  registry_too_long: 400,
  malformed_csv: 400,
  invalid_quiz: 400,
  quiz_has_plays: 409,
  quiz_kind_locked: 409,
  quiz_archived: 409,
  quiz_import_invalid: 400,
  quiz_file_too_large: 413,
  quiz_file_not_supported: 415,
  image_not_image: 415,
  image_too_large: 413,
  quiz_file_malformed: 400,
  unknown_team: 400,
  team_not_empty: 409,
  invalid_setup: 400,
  setup_file_not_supported: 415,
  setup_file_too_large: 413,
  setup_file_unpacked_too_large: 413,
  setup_file_invalid: 400,
  file_too_complex: 422,
  file_readers_busy: 503,
  video_not_video: 415,
  video_too_large: 413,
  screen_not_found: 404,
  screen_revoked: 410,
  announcement_ended: 409,
  too_many_announcements: 409,
  sign_in_busy: 503,
  metrics_token: 401,
};
