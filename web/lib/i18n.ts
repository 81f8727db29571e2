// English (the spec's texts) and Hindi; the choice is remembered on the device.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Messages } from '../locales/en';
import { hi } from '../locales/hi';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'utsav.language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
    returnObjects: true;
  }
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}

function rememberLanguage(language: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this visit only
  }
}

export function initI18n(language: Language = storedLanguage()) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en }, hi: { translation: hi } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnObjects: true,
    initAsync: false,
  });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    rememberLanguage(lng);
  });
  document.documentElement.lang = language;
  return instance;
}
