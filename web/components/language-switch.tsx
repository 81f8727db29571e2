// The switch to the other language, its name written (and read out) in that language.
import { useTranslation } from 'react-i18next';

export function LanguageSwitch({ className }: { className: string }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      className={className}
      lang={next}
      aria-label={t('header.switchToLabel')}
      onClick={() => void i18n.changeLanguage(next)}
    >
      {t('header.switchTo')}
    </button>
  );
}
