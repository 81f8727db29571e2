// The server's and the forms' messages: English verbatim from common/messages.ts, and every one of
// them in Hindi too, so a Hindi screen shows no English error.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { messages } from '../../common/messages';
import { en } from '../locales/en';
import { hi } from '../locales/hi';
import { ApiError } from './api';
import { apiErrorMessage, translateMessage } from './api-error-message';

const texts = Object.entries(messages).flatMap(([key, text]) =>
  typeof text === 'string' ? [[key, text] as const] : [],
);

describe('messages in the chosen language', () => {
  it('keeps every shared message verbatim in English and translates each into Hindi', () => {
    for (const [key, text] of texts) {
      expect(en.messages[key as keyof typeof en.messages], key).toBe(text);
      const hindi = hi.messages[key as keyof typeof hi.messages];
      expect(hindi, key).toBeTruthy();
      expect(hindi, key).not.toBe(text);
    }
  });

  it("shows the server's message for a code it has no own text for, in Hindi", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'hi',
      resources: { en: { translation: en }, hi: { translation: hi } },
    });
    const t = i18n.t.bind(i18n);
    const refused = new ApiError(400, 'invalid_employee_id', messages.invalidEmployeeId);
    expect(apiErrorMessage(refused, t, 'fallback')).toBe('अमान्य कर्मचारी आईडी');
    expect(translateMessage(messages.employeeIdRequired, t)).toBe('कर्मचारी आईडी आवश्यक है');
    // A text that is not one of the shared messages is shown as the server wrote it.
    expect(translateMessage('Line 7: a quote is not closed', t)).toBe(
      'Line 7: a quote is not closed',
    );
  });
});
