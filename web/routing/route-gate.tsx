// Applies the route table's access rules to the current path before a screen renders.
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStatus } from '../features/auth/use-auth';
import { decideRoute } from './route-access';

export function RouteGate() {
  const { pathname } = useLocation();
  const auth = useAuthStatus();
  const { t } = useTranslation();
  const decision = decideRoute(pathname, auth);

  if (decision.type === 'wait') {
    return (
      <p className="page-status" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
