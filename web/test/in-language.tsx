// A screen as a reader who chose another language sees it: wraps the screen in a test's route, and
// switches the app's translations once mounted (the texts of Hindi load as they do in the app).
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../common/texts';

export function InLanguage({ language, children }: { language: Language; children: ReactNode }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    void i18n.changeLanguage(language);
  }, [i18n, language]);
  return children;
}
