// The admin area's frame: the role check and the section links (/admin, users, leaderboard, access).
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useMe } from '../auth/use-auth';
import './admin.css';

const SECTIONS = [
  { to: '/admin', key: 'dashboard', end: true },
  { to: '/admin/users', key: 'users', end: false },
  { to: '/admin/leaderboard', key: 'leaderboard', end: false },
  { to: '/admin/access', key: 'access', end: false },
  { to: '/admin/analytics', key: 'analytics', end: false },
] as const;

export function AdminLayout() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me?.isAdmin) {
    return (
      <div className="page">
        <h1>{t('admin.title')}</h1>
        <p className="alert" role="alert">
          {t('admin.noAccess')}
        </p>
      </div>
    );
  }
  return (
    <div className="page admin">
      <h1>{t('admin.title')}</h1>
      <nav className="admin-nav" aria-label={t('admin.title')}>
        {SECTIONS.map((section) => (
          <NavLink key={section.to} to={section.to} end={section.end} className="admin-nav-link">
            {t(`admin.sections.${section.key}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
