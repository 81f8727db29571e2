// The navigation bar under the header: Back, and on some screens the event logo in the centre.
import { useTranslation } from 'react-i18next';
import { brand } from '../../lib/brand';
import { backFallbackFor, navBarFor } from '../../routing/route-access';
import { BackButton } from '../back-button';

export function NavBar({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const { visible, centredLogo } = navBarFor(pathname);
  if (!visible) return null;
  return (
    <nav className="nav-bar" aria-label={t('common.back')}>
      <BackButton fallback={backFallbackFor(pathname)} />
      {centredLogo && (
        <img
          className="nav-bar-logo"
          src={brand.eventLogo}
          alt={t('brand.eventLogo')}
          width={120}
          height={60}
        />
      )}
      <span className="nav-bar-spacer" />
    </nav>
  );
}
