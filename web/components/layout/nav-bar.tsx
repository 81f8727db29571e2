// The navigation bar under the header: Back, and on some screens the event logo in the centre.
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site-api';
import { useEventLogoAlt } from '../event-logo';
import { SiteImage } from '../site-image';
import { backFallbackFor, navBarFor } from '../../routing/route-access';
import { BackButton } from '../back-button';

export function NavBar({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const { visible, centredLogo } = navBarFor(pathname);
  const site = useSite();
  const logoAlt = useEventLogoAlt();
  if (!visible) return null;
  return (
    <nav className="nav-bar" aria-label={t('common.back')}>
      <BackButton fallback={backFallbackFor(pathname)} />
      {centredLogo && (
        <SiteImage
          className="nav-bar-logo"
          image={site?.brand.eventLogo}
          sizes="120px"
          alt={logoAlt}
          width={120}
          height={60}
        />
      )}
      <span className="nav-bar-spacer" />
    </nav>
  );
}
