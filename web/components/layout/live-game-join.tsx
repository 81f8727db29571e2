// The live game's banner, loaded with the first game seen: the way into the game's screen for a
// player (a complete profile), dressed as an announcement (its styles are the first screen's).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuthStatus } from '../../features/auth/use-auth';
import { useTextBundle } from '../../lib/text-bundle';
import { liveGameBundle } from '../../locales/live-game-bundle';

/** The default export: loaded on demand (announcement-banner.tsx) at the least cost to the first screen. */
export default function LiveGameJoin() {
  useTextBundle(liveGameBundle);
  const { t } = useTranslation();
  const auth = useAuthStatus();
  const { pathname } = useLocation();
  // The game's own screen needs no way in.
  if (auth.kind !== 'signed-in' || auth.profile !== 'present' || pathname === '/live-game')
    return null;
  return (
    <section className="announcement" aria-label={t('liveGamePlay.bannerLabel')}>
      <p>
        <Link className="button button-secondary" to="/live-game">
          {t('liveGamePlay.banner')}
        </Link>
      </p>
    </section>
  );
}
