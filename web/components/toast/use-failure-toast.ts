// The app's one way to report a failed call: its message in an error toast, in the chosen
// language. Every write hands it to its mutation as `onError`.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useToast } from './toast-provider';

/** `fallback` (in the chosen language) is shown for a failure with no text of its own. */
export function useFailureToast(fallback?: string) {
  const toast = useToast();
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) =>
      toast.show(apiErrorMessage(error, t, fallback ?? t('errors.internal')), 'error'),
    [toast, t, fallback],
  );
}
