// English (the spec's texts) and Hindi; the choice is remembered on the device. English ships with
// the app; Hindi is fetched the first time it is chosen, so the first screen carries one language.
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { en, type Messages } from '../locales/en';

const LANGUAGES = ['en', 'hi'] as const;
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

/** The languages other than English, each in a chunk of its own. */
const otherLanguages = resourcesToBackend(async (language: string) => {
  if (language === 'hi') return (await import('../locales/hi')).hi;
  throw new Error(`no texts for language ${language}`);
});

/**
 * The translations in `language`, touching nothing of the browser (the server renders the public
 * screens with it). English is there at once; for Hindi, `ready` settles once its texts have arrived
 * (or failed to, when English stands in).
 */
export function createI18n(language: Language) {
  const instance = i18next.createInstance();
  const ready = instance
    .use(otherLanguages)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: LANGUAGES,
      interpolation: { escapeValue: false },
      returnObjects: true,
      initAsync: false,
      react: { useSuspense: false },
    });
  return Object.assign(instance, { ready });
}

/** The browser's translations: in the language remembered (by default), kept on the page and device. */
export function initI18n(language: Language = storedLanguage()) {
  const instance = createI18n(language);
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    rememberLanguage(lng);
  });
  document.documentElement.lang = language;
  return instance;
}
