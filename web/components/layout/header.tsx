// The page header: left and right banners (festive artwork without words, so nothing in them is too
// small to read on a phone), and the language switch.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signOut, useMe } from '../../features/auth/use-auth';
import { useSite } from '../../lib/site-api';
import { SiteImage } from '../site-image';
import { useToast } from '../toast/toast-provider';

export function Header() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'hi' ? 'en' : 'hi';
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const site = useSite();

  async function handleSignOut() {
    await signOut(queryClient);
    toast.show(t('account.signedOut'), 'info');
    await navigate('/register', { replace: true });
  }

  return (
    <header className="site-header">
      <Link to="/" className="site-header-banner" aria-label={t('header.home')}>
        <SiteImage image={site?.brand.bannerLeft} alt="" width={180} height={60} sizes="180px" />
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
        {me && (
          <button type="button" className="header-button" onClick={() => void handleSignOut()}>
            {t('account.signOut')}
          </button>
        )}
      </div>
      <SiteImage
        className="site-header-banner"
        image={site?.brand.bannerRight}
        sizes="180px"
        alt=""
        width={180}
        height={60}
      />
    </header>
  );
}
