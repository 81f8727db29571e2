// The server's and the forms' messages, and every error code: English verbatim from common/, and
// every one of them in Hindi too, so a Hindi screen shows no English error. A failure's text comes
// from its code and the values it names; the server's English message is never shown.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorMessages, SERVER_ERROR_CODES } from '../../common/error-codes';
import { messages } from '../../common/messages';
import { en, enAdmin, hi } from '../test/texts';
import { ApiError } from './api';
import { apiErrorMessage, sharedMessageText } from './api-error-message';

const texts = Object.entries(messages).flatMap(([key, text]) =>
  typeof text === 'string' ? [[key, text] as const] : [],
);

type Errors = Readonly<Record<string, string>>;

/** English as the admin area has it: the organisers' codes' texts added, as it adds them. */
const englishErrors: Errors = { ...en.errors, ...enAdmin.errors };
const english = { ...en, errors: englishErrors };

/** A code's texts in a language: the plain one, or its plural forms. */
function textsOf(errors: Errors, code: string): string[] {
  return [errors[code], errors[`${code}_one`], errors[`${code}_other`]].filter(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
}

async function translator(lng: 'en' | 'hi', resources = { en: english, hi }) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'en',
    resources: Object.fromEntries(
      Object.entries(resources).map(([language, texts]) => [language, { translation: texts }]),
    ),
  });
  return i18n.t.bind(i18n);
}

describe('messages in the chosen language', () => {
  it('keeps every shared message verbatim in English and translates each into Hindi', () => {
    for (const [key, text] of texts) {
      expect(en.messages[key as keyof typeof en.messages], key).toBe(text);
      const hindi = hi.messages[key as keyof typeof hi.messages];
      expect(hindi, key).toBeTruthy();
      expect(hindi, key).not.toBe(text);
    }
  });

  it('shows the shared message a refusal or a form check names by its key, in Hindi', async () => {
    const t = await translator('hi');
    const refused = new ApiError(400, 'invalid_employee_id', messages.invalidEmployeeId);
    expect(apiErrorMessage(refused, t, 'fallback')).toBe('अमान्य कर्मचारी आईडी');
    expect(sharedMessageText('employeeIdRequired', t)).toBe('कर्मचारी आईडी आवश्यक है');
    const profile = new ApiError(400, 'invalid_profile', messages.nameTooLong, {
      field: 'name',
      params: { reason: 'nameTooLong' },
    });
    expect(apiErrorMessage(profile, t, 'fallback')).toBe(hi.messages.nameTooLong);
    // Neither an English text nor a reason that is not a key is a message: the code's text shows.
    expect(sharedMessageText(messages.employeeIdRequired, t)).toBeUndefined();
    expect(sharedMessageText('tooManyAttempts', t)).toBeUndefined();
    const unknownReason = new ApiError(400, 'invalid_profile', 'Line 7: a quote is not closed', {
      params: { reason: 'Line 7: a quote is not closed' },
    });
    expect(apiErrorMessage(unknownReason, t, 'fallback')).toBe(hi.errors.invalid_profile);
  });
});

/** A CSV file refused at its line 7, for the reason given or none; `message` is the server's. */
const csvRefusedAtLine7 = (message: string, reason?: string) =>
  new ApiError(400, 'malformed_csv', message, {
    params: reason === undefined ? { line: 7 } : { line: 7, reason },
  });

/** Too many sign-in attempts: try again in `minutes` (`retryAfterSeconds` exactly). */
const tooManyAttempts = (minutes: number, retryAfterSeconds: number) =>
  new ApiError(429, 'too_many_attempts', messages.tooManyAttempts(minutes), {
    params: { retryAfterSeconds, minutes },
  });

describe('error codes in the chosen language', () => {
  it('gives every listed code a text in English and one in Hindi, in Devanagari', () => {
    for (const code of ERROR_CODES) {
      const english = textsOf(englishErrors, code);
      const hindi = textsOf(hi.errors, code);
      expect(english, `en.errors.${code}`).not.toEqual([]);
      expect(hindi, `hi.errors.${code}`).toHaveLength(english.length);
      for (const text of hindi) {
        expect(text, `hi.errors.${code}`).toMatch(/[\u0900-\u097F]/);
        expect(english, `hi.errors.${code}`).not.toContain(text);
      }
    }
  });

  it("keeps the server's English message for each of its codes as the English text", () => {
    // The texts that name a line of a file take it from the error's params.
    const namingALine = new Set(['malformed_csv', 'registry_too_long', 'quiz_file_malformed']);
    for (const code of SERVER_ERROR_CODES) {
      if (namingALine.has(code)) expect(englishErrors[code], code).toMatch(/^Line \{\{line\}\}: /);
      // A text that names something from the error's params (a file, a row, a name) has the
      // server's own wording, which reads whole without them.
      else if (englishErrors[code]!.includes('{{'))
        expect(errorMessages[code], code).not.toMatch(/\{\{|^$/);
      else expect(englishErrors[code], code).toBe(errorMessages[code]);
    }
  });

  it('words a code the same as the shared message it is, in Hindi too', () => {
    for (const [key, text] of texts) {
      for (const code of SERVER_ERROR_CODES) {
        if (errorMessages[code] !== text) continue;
        expect(hi.errors[code], code).toBe(hi.messages[key as keyof typeof hi.messages]);
      }
    }
  });

  it("shows a known code's own text in Hindi, with the minutes or the line", async () => {
    const t = await translator('hi');
    const admin = new ApiError(409, 'last_admin', errorMessages.last_admin);
    expect(apiErrorMessage(admin, t, 'fallback')).toBe('अंतिम एडमिन को हटाया नहीं जा सकता');
    const wait = tooManyAttempts(3, 150);
    expect(apiErrorMessage(wait, t, 'fallback')).toBe(
      'बहुत अधिक प्रयास। कृपया 3 मिनट बाद फिर कोशिश करें',
    );
    const csv = csvRefusedAtLine7('Line 7: a quote is not closed');
    expect(apiErrorMessage(csv, t, 'fallback')).toBe('पंक्ति 7: यह पंक्ति सही CSV नहीं है');
    const unclosed = csvRefusedAtLine7('Line 7: a quote is not closed', 'csvQuoteNotClosed');
    expect(apiErrorMessage(unclosed, t, 'fallback')).toBe('पंक्ति 7: एक उद्धरण चिह्न बंद नहीं हुआ है');
    const proxy = new ApiError(502, 'http_502', 'Bad Gateway');
    expect(apiErrorMessage(proxy, t, 'fallback')).toBe(hi.errors.http_502);
  });

  it("shows the caller's Hindi text, never the English, for a code it does not know", async () => {
    const t = await translator('hi');
    const unknown = new ApiError(418, 'teapot', 'I am a teapot');
    expect(apiErrorMessage(unknown, t, 'सहेजा नहीं जा सका')).toBe('सहेजा नहीं जा सका');
  });

  it("words an English screen from the code and its params, never the server's own words", async () => {
    const t = await translator('en');
    const csv = csvRefusedAtLine7('Line 7: a quote is not closed');
    expect(apiErrorMessage(csv, t, 'fallback')).toBe('Line 7: this line is not valid CSV');
    const unclosed = csvRefusedAtLine7('ignored', 'csvQuoteNotClosed');
    expect(apiErrorMessage(unclosed, t, 'fallback')).toBe('Line 7: a quote is not closed');
    const wait = tooManyAttempts(1, 40);
    expect(apiErrorMessage(wait, t, 'fallback')).toBe(
      'Too many attempts. Please try again in 1 minute',
    );
    const later = new ApiError(429, 'too_many_attempts', 'Too many attempts');
    expect(apiErrorMessage(later, t, 'fallback')).toBe(errorMessages.too_many_attempts);
    const unknown = new ApiError(418, 'teapot', 'I am a teapot');
    expect(apiErrorMessage(unknown, t, 'fallback')).toBe('fallback');
    expect(apiErrorMessage(new ApiError(418, 'teapot', ''), t, 'fallback')).toBe('fallback');
    const proxy = new ApiError(502, 'http_502', 'Bad Gateway');
    expect(apiErrorMessage(proxy, t, 'fallback')).toBe(en.errors.http_502);
    expect(apiErrorMessage(new Error('boom'), t, 'fallback')).toBe('fallback');
  });

  it("shows the server's English while the Hindi texts have not arrived", async () => {
    const t = await translator('hi', { en: english, hi: {} as typeof hi });
    const admin = new ApiError(409, 'last_admin', errorMessages.last_admin);
    expect(apiErrorMessage(admin, t, 'fallback')).toBe('The last admin cannot be removed');
  });
});
