// The page header: left and right banners, and the language switch.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brand } from '../../lib/brand';

export function Header() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'hi' ? 'en' : 'hi';
  return (
    <header className="site-header">
      <Link to="/" className="site-header-banner" aria-label={t('header.home')}>
        <img src={brand.bannerLeft} alt={t('header.bannerLeft')} width={180} height={60} />
      </Link>
      <div className="site-header-actions">
        <button
          type="button"
          className="language-switch"
          lang={next}
          aria-label={t('header.switchToLabel')}
          onClick={() => void i18n.changeLanguage(next)}
        >
          {t('header.switchTo')}
        </button>
      </div>
      <img
        className="site-header-banner"
        src={brand.bannerRight}
        alt={t('header.bannerRight')}
        width={180}
        height={60}
      />
    </header>
  );
}
