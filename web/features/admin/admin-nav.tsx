// The admin area's menu: its sections, the way back to the event site, the language and signing out.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { useToast } from '../../components/toast/toast-provider';
import { signOut, useMe } from '../auth/use-auth';
import { accessQueries } from './admin-api';

const SECTIONS = [
  { to: '/admin', key: 'dashboard', end: true },
  { to: '/admin/quizzes', key: 'quizzes', end: false },
  { to: '/admin/event', key: 'event', end: false },
  { to: '/admin/teams', key: 'teams', end: false },
  { to: '/admin/brand', key: 'brand', end: false },
  { to: '/admin/videos', key: 'videos', end: false },
  { to: '/admin/setup-file', key: 'setupFile', end: false },
  { to: '/admin/users', key: 'users', end: false },
  { to: '/admin/leaderboard', key: 'leaderboard', end: false },
  { to: '/admin/screens', key: 'screens', end: false },
  { to: '/admin/announcements', key: 'announcements', end: false },
  { to: '/admin/live-game', key: 'liveGame', end: false },
  { to: '/admin/engage', key: 'engage', end: false },
  { to: '/admin/access', key: 'access', end: false },
  { to: '/admin/analytics', key: 'analytics', end: false },
  { to: '/admin/activity', key: 'activity', end: false },
] as const;

/** The sections; `onNavigate` runs when one is chosen (the phone's menu closes then). */
export function AdminSections({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className="admin-sections" aria-label={t('admin.sectionsLabel')}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={section.end}
              className="admin-section-link"
              onClick={onNavigate}
            >
              {t(`admin.sections.${section.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Who is signed in, and what they can do outside the sections. */
export function AdminAccount({ onNavigate }: { onNavigate: () => void }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'hi' ? 'en' : 'hi';
  const { data: me } = useMe();
  // Known by the name other organisers see, as everywhere in the admin area; never by phone.
  const organisers = useQuery(accessQueries.admins());
  const myName = organisers.data?.find((admin) => admin.phone === me?.phoneNumber)?.name;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();

  async function handleSignOut() {
    await signOut(queryClient);
    toast.show(t('account.signedOut'), 'info');
    await navigate('/register', { replace: true });
  }

  return (
    <div className="admin-account">
      <Link to="/home" className="admin-back-link" onClick={onNavigate}>
        <span aria-hidden="true">←</span> {t('admin.backToSite')}
      </Link>
      {me && <p className="admin-who">{myName ?? me.profile?.name}</p>}
      <div className="admin-account-actions">
        <button
          type="button"
          className="admin-account-button"
          lang={next}
          aria-label={t('header.switchToLabel')}
          onClick={() => void i18n.changeLanguage(next)}
        >
          {t('header.switchTo')}
        </button>
        <button type="button" className="admin-account-button" onClick={() => void handleSignOut()}>
          {t('account.signOut')}
        </button>
      </div>
    </div>
  );
}
