// The admin area's menu: its sections, the way back to the event site, the language and signing out.
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { AdminSectionName } from '../../components/admin-section';
import { LanguageSwitch } from '../../components/language-switch';
import { useMe, useSignOut } from '../auth/use-auth';

/** Each section's address under /admin, in the menu's order; the dashboard is /admin itself. */
const SECTIONS = {
  dashboard: '',
  quizzes: 'quizzes',
  event: 'event',
  teams: 'teams',
  brand: 'brand',
  videos: 'videos',
  setupFile: 'setup-file',
  users: 'users',
  leaderboard: 'leaderboard',
  screens: 'screens',
  announcements: 'announcements',
  access: 'access',
  analytics: 'analytics',
} as const satisfies Record<AdminSectionName, string>;

/** The sections; `onNavigate` runs when one is chosen (the phone's menu closes then). */
export function AdminSections({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className="admin-sections" aria-label={t('admin.sectionsLabel')}>
      <ul>
        {(Object.entries(SECTIONS) as [AdminSectionName, string][]).map(([section, path]) => (
          <li key={section}>
            <NavLink
              to={path ? `/admin/${path}` : '/admin'}
              end={path === ''}
              className="admin-section-link"
              onClick={onNavigate}
            >
              {t(`admin.sections.${section}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Who is signed in, and what they can do outside the sections. */
export function AdminAccount({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const signOut = useSignOut();

  return (
    <div className="admin-account">
      <Link to="/home" className="admin-back-link" onClick={onNavigate}>
        <span aria-hidden="true">←</span> {t('admin.backToSite')}
      </Link>
      {me && <p className="admin-who">{me.profile?.name ?? me.phoneNumber}</p>}
      <div className="admin-account-actions">
        <LanguageSwitch className="admin-account-button" />
        <button type="button" className="admin-account-button" onClick={() => void signOut()}>
          {t('account.signOut')}
        </button>
      </div>
    </div>
  );
}
