// English (the spec's texts) and Hindi; the choice is remembered on the device. The first screen's
// English texts ship with the app; Hindi's are fetched the first time it is chosen, so the first
// screen carries one language. The admin area's, the venue screen's and the wording of failures
// come with their code, in both languages (text-bundle.ts). The texts are JSON a translator edits
// (locales/<language>/*.json), but those common/ holds: the error codes' and the shared messages.
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../common/texts';
import type { AdminTexts } from '../locales/admin-bundle';
import type { EngageTexts } from '../locales/engage-bundle';
import en from '../locales/en/player.json';
import type { FailureTexts } from '../locales/failure-bundle';
import type { LegalTexts } from '../locales/legal-bundle';
import type { LiveGameTexts } from '../locales/live-game-bundle';
import type { ResultTexts } from '../locales/result-bundle';
import type { ScreenTexts } from '../locales/screen-bundle';
import { addTextBundle, BUNDLE_NAMESPACES, takeTextBundles } from './text-bundle';

const STORAGE_KEY = 'utsav.language';

/** The first screen's texts: every player's screen but the wording of failures. */
type PlayerTexts = typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Every text a key can name: the first screen's, and the bundles' found after them (fallbackNS).
    resources: {
      translation: PlayerTexts &
        FailureTexts &
        AdminTexts &
        ScreenTexts &
        ResultTexts &
        LiveGameTexts &
        EngageTexts &
        LegalTexts;
    };
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

/** The first screen's texts in the languages other than English, each in a chunk of its own. */
const otherLanguages = resourcesToBackend(async (language: string, namespace: string) => {
  if (language === 'hi' && namespace === 'translation') {
    const { default: hi } = await import('../locales/hi/player.json');
    return hi satisfies PlayerTexts;
  }
  throw new Error(`no ${namespace} texts for language ${language}`);
});

function translationsIn(language: Language) {
  const instance = i18next.createInstance();
  const ready = instance
    .use(otherLanguages)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      fallbackNS: BUNDLE_NAMESPACES,
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

/**
 * The translations in `language`, touching nothing of the browser (the server renders the public
 * screens with it), with the bundles whose code has loaded. English is there at once; for Hindi,
 * `ready` settles once its texts have arrived (or failed to, when English stands in).
 */
export function createI18n(language: Language) {
  const instance = translationsIn(language);
  takeTextBundles(instance);
  return instance;
}

/** The browser's translations: in the language remembered (by default), kept on the page and device. */
export function initI18n(language: Language = storedLanguage()) {
  const instance = translationsIn(language);
  takeTextBundles(instance, { page: true });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    rememberLanguage(lng);
  });
  document.documentElement.lang = language;
  // The wording of failures arrives just after the first screen, in a chunk of its own, so that any
  // screen can read an error's text (and a phone that goes offline keeps it); the code that words
  // failures brings it too (api-error-message.ts), so it never waits for it.
  void import('../locales/failure-bundle').then(
    ({ failureBundle }) => addTextBundle(failureBundle),
    () => {},
  );
  return instance;
}
