// The page header: left and right banners, and the language switch.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe, useSignOut } from '../../features/auth/use-auth';
import { useSite } from '../../lib/site-api';
import { LanguageSwitch } from '../language-switch';
import { SiteImage } from '../site-image';

export function Header() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const signOut = useSignOut();
  const site = useSite();

  return (
    <header className="site-header">
      <Link to="/" className="site-header-banner" aria-label={t('header.home')}>
        <SiteImage
          image={site?.brand.bannerLeft}
          alt={t('header.bannerLeft')}
          width={180}
          height={60}
          sizes="180px"
        />
      </Link>
      <div className="site-header-actions">
        <LanguageSwitch className="language-switch" />
        {me && (
          <button type="button" className="header-button" onClick={() => void signOut()}>
            {t('account.signOut')}
          </button>
        )}
      </div>
      <SiteImage
        className="site-header-banner"
        image={site?.brand.bannerRight}
        sizes="180px"
        alt={t('header.bannerRight')}
        width={180}
        height={60}
      />
    </header>
  );
}
