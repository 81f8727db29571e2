// Says that something the screen needs could not be read, and offers to read it again.
import { useTranslation } from 'react-i18next';
import { Button } from './button';

type Props = {
  onRetry: () => void;
  /** What to say instead of the general "could not be loaded", in the chosen language. */
  message?: string;
};

export function LoadFailure({ onRetry, message }: Props) {
  const { t } = useTranslation();
  return (
    <div className="load-failure" role="alert">
      <p>{message ?? t('failure.loadFailed')}</p>
      <Button look="primary" onClick={onRetry}>
        {t('failure.tryAgain')}
      </Button>
    </div>
  );
}
