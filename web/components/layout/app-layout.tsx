// Every screen's frame: header, offline banner, announcements, navigation bar, the screen, the footer carousel; scrolls to top on navigation.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { AnnouncementBanner } from './announcement-banner';
import { FooterCarousel } from './footer-carousel';
import { Header } from './header';
import { NavBar } from './nav-bar';
import { OfflineBanner } from './offline-banner';
import { useScreenTakenOver } from './screen-takeover';
import { useAuthStatus } from '../../features/auth/use-auth';
import { useEventTitle, useLiveSite } from '../../lib/site-api';

export function AppLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  // Open phones follow the organisers' changes, signed in or not; the rest of the live stream is
  // for people signed in.
  const who = useAuthStatus().kind;
  const signedIn = who === 'signed-in';
  useLiveSite(who);
  useEventTitle();
  // A quiz in play has the screen to itself: only the offline notice stays, and announcements wait.
  const frame = !useScreenTakenOver();

  // A new screen starts at the top; the first one stays where the reader is (the server's page may
  // have been scrolled before the app took it over).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="app">
      {frame && (
        <a className="skip-link" href="#main">
          {t('app.skipToContent')}
        </a>
      )}
      {frame && <Header />}
      <OfflineBanner />
      <AnnouncementBanner enabled={signedIn} held={!frame} />
      {frame && <NavBar pathname={pathname} />}
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      {frame && (
        <footer className="site-footer">
          <FooterCarousel pathname={pathname} />
          <p className="footer-links">
            <Link to="/terms">{t('footer.terms')}</Link>
            <span aria-hidden="true"> · </span>
            <Link to="/privacy">{t('footer.privacy')}</Link>
          </p>
        </footer>
      )}
    </div>
  );
}
