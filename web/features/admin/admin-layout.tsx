// The organisers' workspace: the role check, then a sidebar of sections beside a wide main area on a
// desktop, a top bar whose menu opens the sections on a phone. None of the event's decorations.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '../../components/layout/offline-banner';
import { useEventLogoAlt } from '../../components/event-logo';
import { SiteImage } from '../../components/site-image';
import { useEventTitle, useLiveSite, useSite } from '../../lib/site-api';
import { useMe } from '../auth/use-auth';
import { AdminAccount, AdminSections } from './admin-nav';
import { useAdminMenu } from './use-admin-menu';
import './admin-layout.css';
import './admin.css';
import { useAdminTexts } from './admin-texts';

export function AdminLayout() {
  useAdminTexts();
  const { data: me } = useMe();
  return me?.isAdmin ? <AdminFrame /> : <AdminRefusal />;
}

function AdminFrame() {
  const { t } = useTranslation();
  const site = useSite();
  useLiveSite('signed-in');
  useEventTitle();
  const logoAlt = useEventLogoAlt();
  const { pathname } = useLocation();
  const { open, toggle, close, buttonRef, containerRef } = useAdminMenu(pathname);
  const mainRef = useRef<HTMLElement>(null);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  /** A link in the phone's open menu was chosen: the menu closes and the page's content has the focus. */
  function handleNavigate() {
    if (!open) return;
    close();
    mainRef.current?.focus({ preventScroll: true });
  }

  return (
    <div className="admin-shell">
      <a className="skip-link" href="#admin-main">
        {t('app.skipToContent')}
      </a>
      <header className="admin-header" ref={containerRef}>
        <div className="admin-bar">
          <h1 className="admin-title">
            <SiteImage
              image={site?.brand.eventLogo}
              alt={logoAlt}
              width={96}
              height={48}
              sizes="96px"
            />
            <span>{t('admin.title')}</span>
          </h1>
          <button
            ref={buttonRef}
            type="button"
            className="admin-menu-button"
            aria-expanded={open}
            aria-controls="admin-menu"
            onClick={toggle}
          >
            <MenuIcon open={open} />
            {t('admin.menu')}
          </button>
        </div>
        {/* Hidden on a phone until the button opens it; always shown as the sidebar on a desktop. */}
        <div id="admin-menu" className="admin-menu" hidden={!open}>
          <AdminSections onNavigate={handleNavigate} />
          <AdminAccount onNavigate={handleNavigate} />
        </div>
      </header>
      <div className="admin-body">
        <OfflineBanner />
        <main id="admin-main" ref={mainRef} className="admin-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** A signed-in person who is not an organiser: no sections, a way back to the event. */
function AdminRefusal() {
  const { t } = useTranslation();
  return (
    <main id="admin-main" className="admin-refusal">
      <div className="page">
        <h1>{t('admin.title')}</h1>
        <p className="alert" role="alert">
          {t('admin.noAccess')}
        </p>
        <Link to="/home">{t('admin.backToSite')}</Link>
      </div>
    </main>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
