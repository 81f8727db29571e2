// The admin screens' one way to report a failed call: the server's message in an error toast, in
// the chosen language.
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-provider';
import { apiErrorMessage } from '../../lib/api-error-message';

export function useFailureToast() {
  const toast = useToast();
  const { t } = useTranslation();
  return (error: unknown) => toast.show(apiErrorMessage(error, t, t('errors.internal')), 'error');
}
