// While a saved quiz is in play, leaving disqualifies: a navigation in the app (the phone's or the
// browser's Back) asks first, with Stay as the main button, and closing or reloading the tab
// brings up the browser's own prompt.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { authKeys } from '../auth/auth-api';

export function LeaveQuizGuard({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      active &&
      // Signing out has already ended the session, and the quiz with it: nothing is left to keep.
      Boolean(queryClient.getQueryData(authKeys.me())) &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [active, queryClient],
  );
  const blocker = useBlocker(shouldBlock);

  // The last question ran out while the dialog was open: the quiz is over, so stay for the result.
  useEffect(() => {
    if (!active && blocker.state === 'blocked') blocker.reset();
  }, [active, blocker]);

  useEffect(() => {
    if (!active) return;
    function handleBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Browsers older than the preventDefault() convention prompt only when this is set.
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [active]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('quiz.leaveTitle')}
      description={t('quiz.leaveDescription')}
      cancelLabel={t('quiz.stay')}
      cancelIsMain
      confirmLabel={t('quiz.leave')}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
