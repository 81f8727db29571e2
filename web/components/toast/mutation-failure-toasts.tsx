// The app's one way to report a failed write: every mutation of the query client that fails says why
// in an error toast, in the chosen language, told here once rather than by each screen. A screen that
// shows a write's failure beside the form instead opts out with `meta: { toastOnError: false }`, or
// for the failures it shows itself alone (a refused field) with a test of the error.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { afterPageLoad } from '../../lib/after-page-load';
import { useToast } from './toast-provider';

/** What a mutation tells the failure toast, as its `meta`. */
type FailureToastMeta = {
  /**
   * false: the screen shows this write's failure itself, so no toast says it too; a test of the
   * error: false for the failures the screen shows itself (beside a field, say).
   */
  toastOnError?: boolean | ((error: unknown) => boolean);
  /** The text, in the chosen language, for a failure with no text of its own. */
  failureFallback?: string;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: FailureToastMeta;
  }
}

// The wording of failures (the code and the texts of every failure) is not the first screen's: it is
// fetched once the page has loaded, and with the first write, so a write that fails because the
// network has dropped still says so.
const loadWording = () => import('../../lib/api-error-message');

/**
 * Listens to the query client's mutation cache for as long as the app is mounted: mounted once,
 * inside the toasts' and the translations' providers.
 */
export function MutationFailureToasts() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  useEffect(() => afterPageLoad(() => void loadWording().catch(() => {})), []);
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'added') void loadWording().catch(() => {});
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const error: unknown = event.action.error;
        const meta = event.mutation.meta;
        const toastOnError = meta?.toastOnError ?? true;
        if (typeof toastOnError === 'function' ? !toastOnError(error) : !toastOnError) return;
        // The fallback is read once the wording has loaded: its texts come with it.
        const fallback = () => meta?.failureFallback ?? t('errors.internal');
        void loadWording()
          .then(
            ({ apiErrorMessage }) => apiErrorMessage(error, t, fallback()),
            () => fallback(),
          )
          .then((text) => toast.show(text, 'error'));
      }),
    [queryClient, toast, t],
  );
  return null;
}
