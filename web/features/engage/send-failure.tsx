// A send that failed, said beside its form in the reader's language and read out as it appears.
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-error-message';

export function SendFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="alert" role="alert">
      {apiErrorMessage(error, t, t('engagePlay.sendFailed'))}
    </p>
  );
}
