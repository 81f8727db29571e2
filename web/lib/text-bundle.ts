// Texts that load with the code that shows them instead of with the first screen: the admin area's,
// the venue screen's and the wording of failures. Each bundle is an i18next namespace of its own
// holding every language, looked up after the first screen's texts (i18n.ts, fallbackNS), so a key
// reads the same wherever its text is. Adding one never touches the first screen's namespace, so
// Hindi's first-screen texts are still fetched when Hindi is chosen.
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../common/texts';

export const BUNDLE_NAMESPACES = [
  'failures',
  'admin',
  'screen',
  'result',
  'liveGame',
  'engage',
  'legal',
] as const;

export type TextBundle = {
  namespace: (typeof BUNDLE_NAMESPACES)[number];
  texts: Readonly<Record<Language, object>>;
};

function addBundle(i18n: I18n, { namespace, texts }: TextBundle): void {
  for (const [language, bundle] of Object.entries(texts))
    if (!i18n.hasResourceBundle(language, namespace))
      i18n.addResourceBundle(language, namespace, bundle);
}

/** The bundles whose code has loaded, and the page's translations, which take each as it loads. */
const loadedBundles = new Set<TextBundle>();
let pageTranslations: I18n | undefined;

/**
 * For texts no one screen owns (the wording of failures): the module that shows them calls this as
 * it loads, and the bundle joins the page's translations and every one made afterwards.
 */
export function addTextBundle(bundle: TextBundle): void {
  loadedBundles.add(bundle);
  if (pageTranslations) addBundle(pageTranslations, bundle);
}

/**
 * Gives new translations the bundles loaded so far; `page`: they are the page's, which take the
 * bundles that load later too (the server's, one per rendering, do not).
 */
export function takeTextBundles(i18n: I18n, { page = false } = {}): void {
  for (const bundle of loadedBundles) addBundle(i18n, bundle);
  if (page) pageTranslations = i18n;
}

/** A screen's own texts (the admin area's, the venue screen's), added before the first is read. */
export function useTextBundle(bundle: TextBundle): void {
  const { i18n } = useTranslation();
  // Once, before the first text is read: a lazy initial state runs during the first render.
  useState(() => {
    addBundle(i18n, bundle);
    return true;
  });
}
