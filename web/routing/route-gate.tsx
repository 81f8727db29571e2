// Applies the route table's access rules to the current path before a screen renders.
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadFailure } from '../components/load-failure';
import { useAuthStatus, useMe } from '../features/auth/use-auth';
import { decideRoute, routeAccess } from './route-access';

export function RouteGate() {
  const { pathname } = useLocation();
  const me = useMe();
  const auth = useAuthStatus();
  const { t } = useTranslation();
  // Nobody is known yet and the server could not be asked: say so, rather than guess who this is
  // (the terms and the privacy notice need nobody).
  if (me.isError && me.data === undefined && routeAccess(pathname) !== 'open')
    return <LoadFailure onRetry={() => void me.refetch()} />;
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
