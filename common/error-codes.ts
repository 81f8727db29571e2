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
export const errorMessages: Record<ServerErrorCode, string> = {
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
  already_admin: 'That number is already an admin',
  not_admin: 'That number is not an admin',
  last_admin: 'The last admin cannot be removed',
  not_registered: 'This person is not registered',
  unknown_employee_code: 'No such employee code',
  changed_meanwhile: 'This changed while it was being saved. Please try again.',
  registry_too_large: 'The file is too large. Please split it.',
  registry_not_csv: 'Please send the registry as a CSV file',
  registry_too_long: 'The file has too many rows. Please split it.',
  malformed_csv: 'The file is not valid CSV',
  invalid_quiz: 'Please check the quiz details',
  quiz_has_plays:
    'This quiz has plays, so this cannot change. Archive the quiz instead, or make a copy.',
  quiz_kind_locked:
    'People have started this quiz, so it stays a contest or practice as it is. Make a copy to change that.',
  quiz_archived: 'This quiz is archived. Restore it to change it.',
  quiz_import_invalid: 'Some rows of the file are not valid. Fix them and import the file again.',
  quiz_file_too_large: 'The file is too large. Please send at most 2 MB.',
  quiz_file_not_supported: 'Please choose a CSV file or an Excel workbook (.xlsx)',
  image_not_image: 'The image must be a JPEG, PNG, WebP, GIF or AVIF file',
  image_too_large: 'The image is too large. Please choose one under 10 MB',
  quiz_file_malformed: 'The file could not be read',
  unknown_team: "That team is not one of the event's teams any more. Please choose another.",
  team_not_empty:
    'This team still has people registered in it. Move them to another team first (People → a person → RSO).',
  invalid_setup: 'Please check the details',
  setup_file_not_supported: 'Please choose an event setup file (.zip) exported from Utsav',
  setup_file_too_large: 'The file is too large. Please send at most 2 GB.',
  setup_file_unpacked_too_large:
    'The setup file holds more than an event setup can (too many files, or too much once unpacked). Please export it again from Utsav.',
  setup_file_invalid: 'The setup file could not be used: a file in it is missing or not valid',
  file_too_complex:
    'The file could not be read within the time and memory a file may take. Please simplify it or split it.',
  file_readers_busy: 'Other files are being read right now. Please try again in a minute.',
  video_not_video: 'The video must be an MP4 or WebM file',
  video_too_large: 'The video is too large. Please choose one under 500 MB',
  screen_not_found: 'This screen link is not known. Ask the organisers for a new one.',
  screen_revoked: 'This screen link has been switched off by the organisers.',
  announcement_ended: 'This announcement has already ended',
  too_many_announcements:
    'At most 10 announcements can show at the same time. End one first, or choose a time when fewer are showing.',
  sign_in_busy: 'Many people are signing in right now. Please try again in a few seconds.',
  metrics_token: 'Send the metrics token as Authorization: Bearer <token>',
};

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
