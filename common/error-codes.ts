// Every code an error can carry to the browser, each one entry: the HTTP status the server answers
// it with, and what the browser shows for it in English and Hindi (the English being what the server
// sends; the spec's texts verbatim). The organisers' codes are apart (common/admin-error-codes.ts), so
// that phones never download their texts. Everything else about codes (the list of them, their
// statuses, the server's messages, the web's texts in each language) is derived from the entries.
// No schemas here: the browser's wording of failures loads without zod.
import { adminErrors } from './admin-error-codes.js';
import { messageTexts } from './messages.js';
import type { ErrorTexts, ServerErrorEntry } from './texts.js';

/**
 * The codes players meet in the `{ error: { code } }` bodies the server answers with
 * (server/errors.ts). A code whose text is a shared message takes that message's texts.
 */
export const playerErrors = {
  // Any request
  bad_request: { status: 400, en: 'This request is not valid', hi: 'यह अनुरोध मान्य नहीं है' },
  bad_url: { status: 400, en: 'This address is not valid', hi: 'यह पता मान्य नहीं है' },
  body_too_large: { status: 413, en: 'The request is too large', hi: 'अनुरोध बहुत बड़ा है' },
  unsupported_media_type: {
    status: 415,
    en: 'The request is in a format that is not accepted here',
    hi: 'यह अनुरोध ऐसे प्रारूप में है जो यहाँ स्वीकार नहीं किया जाता',
  },
  unsaveable_text: {
    status: 400,
    en: 'The request contains characters that cannot be saved',
    hi: 'अनुरोध में ऐसे अक्षर हैं जिन्हें सहेजा नहीं जा सकता',
  },
  foreign_origin: { status: 403, ...messageTexts.foreignOrigin },
  not_signed_in: { status: 401, ...messageTexts.notSignedIn },
  forbidden: { status: 403, ...messageTexts.noAccess },
  not_found: { status: 404, en: 'Not found', hi: 'यह नहीं मिला' },
  internal: {
    status: 500,
    en: 'Something went wrong. Please try again.',
    hi: 'कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  },
  // Sign-in
  invalid_phone: { status: 400, ...messageTexts.invalidMobile },
  bot_check_failed: { status: 400, ...messageTexts.botCheckFailed },
  bot_check_too_easy: { status: 400, ...messageTexts.botCheckFailed },
  too_many_attempts: {
    status: 429,
    en: 'Too many attempts. Please try again later',
    hi: 'बहुत अधिक प्रयास। कृपया कुछ देर बाद फिर कोशिश करें',
    forms: {
      one: {
        en: 'Too many attempts. Please try again in {{count}} minute',
        hi: 'बहुत अधिक प्रयास। कृपया {{count}} मिनट बाद फिर कोशिश करें',
      },
      other: {
        en: 'Too many attempts. Please try again in {{count}} minutes',
        hi: 'बहुत अधिक प्रयास। कृपया {{count}} मिनट बाद फिर कोशिश करें',
      },
    },
  },
  sms_failed: { status: 502, ...messageTexts.sendFailed },
  // A wrong code that leaves tries says how many: the spec's words, then the count.
  invalid_otp: {
    status: 400,
    ...messageTexts.invalidOtp,
    forms: {
      one: { en: 'Invalid OTP. {{count}} try left', hi: 'गलत OTP। {{count}} प्रयास बाकी है' },
      other: { en: 'Invalid OTP. {{count}} tries left', hi: 'गलत OTP। {{count}} प्रयास बाकी हैं' },
    },
  },
  otp_expired: { status: 400, ...messageTexts.otpExpired },
  sign_in_busy: {
    status: 503,
    en: 'Many people are signing in right now. Please try again in a few seconds.',
    hi: 'इस समय बहुत लोग साइन इन कर रहे हैं। कृपया कुछ सेकंड में फिर कोशिश करें।',
  },
  // Profile
  invalid_profile: {
    status: 400,
    en: 'Please check the profile details',
    hi: 'कृपया प्रोफ़ाइल का विवरण जाँचें',
    forms: { reason: { en: '{{reason}}', hi: '{{reason}}' } },
  },
  invalid_employee_id: { status: 400, ...messageTexts.invalidEmployeeId },
  already_registered: { status: 409, ...messageTexts.alreadyRegistered },
  photo_not_image: { status: 415, ...messageTexts.photoNotImage },
  photo_too_large: { status: 413, ...messageTexts.photoTooLarge },
  photos_off: {
    status: 400,
    en: 'This event does not take profile photos. Please save the profile without one.',
    hi: 'इस कार्यक्रम में प्रोफ़ाइल फ़ोटो नहीं ली जाती। कृपया फ़ोटो के बिना प्रोफ़ाइल सहेजें।',
  },
  bad_upload: {
    status: 400,
    en: 'The upload was incomplete. Please try again.',
    hi: 'अपलोड अधूरा रह गया। कृपया फिर कोशिश करें।',
  },
  // Quiz
  quiz_closed: { status: 403, ...messageTexts.quizClosed },
  profile_required: { status: 403, ...messageTexts.profileFirst },
  already_played: { status: 409, ...messageTexts.alreadyPlayed },
  not_current_question: { status: 409, ...messageTexts.notCurrentQuestion },
  invalid_answer: { status: 400, ...messageTexts.invalidAnswer },
  no_attempt: { status: 404, en: 'No attempt for this quiz', hi: 'इस क्विज़ का कोई प्रयास नहीं मिला' },
  quiz_abandoned: { status: 409, ...messageTexts.quizAbandoned },
  // Live game
  game_not_running: {
    status: 404,
    en: 'No live game is running now',
    hi: 'अभी कोई लाइव गेम नहीं चल रहा है',
  },
  game_not_joined: {
    status: 403,
    en: 'Join the live game first',
    hi: 'पहले लाइव गेम में शामिल हों',
  },
  game_question_closed: {
    status: 409,
    en: "Time's up for this question",
    hi: 'इस प्रश्न का समय समाप्त हो गया',
  },
  game_answered: {
    status: 409,
    en: 'Your answer to this question is already locked in',
    hi: 'इस प्रश्न का आपका उत्तर पहले ही लॉक हो चुका है',
  },
  game_joined_late: {
    status: 409,
    en: 'You joined during this question: you play from the next one',
    hi: 'आप इस प्रश्न के दौरान शामिल हुए: आप अगले प्रश्न से खेलेंगे',
  },
  // Engage: polls, word clouds, questions to the stage, reactions, photo walls
  engage_not_live: {
    status: 409,
    en: 'This has ended or not started yet',
    hi: 'यह समाप्त हो चुका है या अभी शुरू नहीं हुआ है',
  },
  engage_voted: {
    status: 409,
    en: 'Your vote is already in',
    hi: 'आपका वोट पहले ही दर्ज हो चुका है',
  },
  engage_limit: {
    status: 409,
    en: 'You have sent as many as this allows',
    hi: 'आप इसमें जितने भेज सकते थे, भेज चुके हैं',
  },
  // Live stream
  too_many_live_streams: {
    status: 429,
    en: 'Too many live connections from this network. Please try again in a minute.',
    hi: 'इस नेटवर्क से बहुत अधिक लाइव कनेक्शन खुले हैं। कृपया एक मिनट बाद फिर कोशिश करें।',
  },
  // Event setup
  unknown_team: {
    status: 400,
    en: "That team is not one of the event's teams any more. Please choose another.",
    hi: 'यह टीम अब इस कार्यक्रम की टीमों में नहीं है। कृपया कोई दूसरी चुनें।',
  },
  // The venue: screen links and announcements
  screen_not_found: {
    status: 404,
    en: 'This screen link is not known. Ask the organisers for a new one.',
    hi: 'यह स्क्रीन लिंक मान्य नहीं है। आयोजकों से नया लिंक माँगें।',
  },
  screen_revoked: {
    status: 410,
    en: 'This screen link has been switched off by the organisers.',
    hi: 'आयोजकों ने यह स्क्रीन लिंक बंद कर दिया है।',
  },
  // Metrics scraper
  metrics_token: {
    status: 401,
    en: 'Send the metrics token as Authorization: Bearer <token>',
    hi: 'मेट्रिक्स टोकन Authorization: Bearer <token> हेडर में भेजें',
  },
} satisfies Record<string, ServerErrorEntry>;

/**
 * Codes the client gives a failure itself: no connection at all, an answer without the server's
 * body (`http_<status>`), such as the proxy's refusal of a body over its limit or its gateway errors,
 * or an answer whose body is not the shape the page expects (`unexpected_response`: a page older
 * than the server it talks to, say).
 */
export const clientErrors = {
  network: {
    en: 'Network error. Please check your connection.',
    hi: 'नेटवर्क त्रुटि। कृपया अपना कनेक्शन जाँचें।',
  },
  unexpected_response: {
    en: 'The server sent an answer this page cannot read. Please reload the page and try again.',
    hi: 'सर्वर से ऐसा जवाब आया जिसे यह पेज पढ़ नहीं सका। कृपया पेज दोबारा लोड करके फिर कोशिश करें।',
  },
  http_413: {
    en: 'The upload is too large. Please choose a smaller file.',
    hi: 'अपलोड बहुत बड़ा है। कृपया छोटी फ़ाइल चुनें।',
  },
  http_500: {
    en: 'Something went wrong. Please try again.',
    hi: 'कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  },
  http_502: {
    en: 'The server cannot be reached right now. Please try again in a moment.',
    hi: 'अभी सर्वर तक नहीं पहुँचा जा सका। कृपया थोड़ी देर में फिर कोशिश करें।',
  },
  http_503: {
    en: 'The service is busy or restarting. Please try again in a moment.',
    hi: 'सेवा अभी व्यस्त है या फिर से शुरू हो रही है। कृपया थोड़ी देर में फिर कोशिश करें।',
  },
  http_504: {
    en: 'The server took too long to answer. Please try again.',
    hi: 'सर्वर ने जवाब देने में बहुत देर लगाई। कृपया फिर कोशिश करें।',
  },
} satisfies Record<string, ErrorTexts>;

export type ServerErrorCode = keyof typeof playerErrors | keyof typeof adminErrors;
export type ErrorCode = ServerErrorCode | keyof typeof clientErrors;

type ServerErrors = Readonly<Record<string, ServerErrorEntry>>;

/** The codes of some tables of entries, in their order. */
function codesOf<Code extends string>(...tables: readonly object[]): readonly Code[] {
  return tables.flatMap((table) => Object.keys(table) as Code[]);
}

/** One value of each server code's entry, by code. */
function byCode<T>(
  value: (entry: ServerErrorEntry) => T,
  ...tables: readonly ServerErrors[]
): Record<ServerErrorCode, T> {
  const entries = tables.flatMap((table) => Object.entries(table));
  return Object.fromEntries(entries.map(([code, entry]) => [code, value(entry)])) as Record<
    ServerErrorCode,
    T
  >;
}

// Derived from both tables, each marked pure: a bundle that reads none of them (the phones' code,
// which reads the players' entries alone) carries no organiser's text.

/** Every code the server answers with, the organisers' among them. */
export const SERVER_ERROR_CODES = /* @__PURE__ */ codesOf<ServerErrorCode>(
  playerErrors,
  adminErrors,
);

/** Every code a failure can carry in the browser. */
export const ERROR_CODES = /* @__PURE__ */ codesOf<ErrorCode>(
  playerErrors,
  adminErrors,
  clientErrors,
);

/** The HTTP status the server answers each code with; server/errors.ts reads it from here alone. */
export const errorStatus = /* @__PURE__ */ byCode(
  (entry) => entry.status,
  playerErrors,
  adminErrors,
);

/**
 * The English message the server sends with each code. A few codes carry a more specific one
 * instead: `bad_request` and `invalid_profile` name the field, `too_many_attempts` the minutes,
 * `malformed_csv`, `quiz_file_malformed` and `registry_too_long` the line, and `registry_too_large`
 * and `registry_not_csv` the limit and the content type.
 */
export const errorMessages = /* @__PURE__ */ byCode(
  (entry) => entry.serverMessage ?? entry.en,
  playerErrors,
  adminErrors,
);
