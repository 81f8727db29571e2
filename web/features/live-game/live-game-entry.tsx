// What the first screen loads of the live game, and only once it is needed: the banner that leads
// a player (a complete profile) to the game, dressed as an announcement (its styles are the first
// screen's), and the game's screen itself, whose code loads from here so that the first screen
// names one module of the live game, not each piece of its screen.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuthStatus } from '../auth/use-auth';
import { useTextBundle } from '../../lib/text-bundle';
import { liveGameBundle } from '../../locales/live-game-bundle';

/** The route's screen (routes.tsx). */
export const loadLiveGamePage = () =>
  import('./live-game-page').then((m) => ({ Component: m.LiveGamePage }));

/** The banner; the default export, loaded on demand at the least cost (lib/live-game-open.ts). */
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
