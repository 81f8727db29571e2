// What a screen that failed shows instead of a blank page: a screen whose code could not be
// downloaded after a deployment reloads the page once, at the address the person was going to;
// anything else offers to try again.
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnce } from '../lib/reload-once';
import { Button } from '../components/button';

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isChunkLoadError(error) && reloadOnce()) {
    return (
      <p className="page-status" role="status">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <div className="page route-error" role="alert">
      <h1>{t('failure.screenTitle')}</h1>
      <p>{t('failure.screenBody')}</p>
      <div className="button-stack">
        <Button look="primary" large onClick={() => window.location.reload()}>
          {t('failure.tryAgain')}
        </Button>
        <Link className="button button-secondary button-large" to="/" reloadDocument>
          {t('failure.goHome')}
        </Link>
      </div>
    </div>
  );
}
