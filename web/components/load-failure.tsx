// Says that something the screen needs could not be read, and offers to read it again.
import { useTranslation } from 'react-i18next';

export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="load-failure" role="alert">
      <p>{t('failure.loadFailed')}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('failure.tryAgain')}
      </button>
    </div>
  );
}
