// A phone's sign-in limits, and clearing them when a stranger has used up its owner's codes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { useEventTimeFormat } from '../../lib/event-time';
import { useClearPhoneLimits, usePhoneLimitsCheck, type PhoneLimits } from './admin-api';
import { PhoneForm } from './phone-form';

export function SignInLimits() {
  const formatTime = useEventTimeFormat();
  const { t } = useTranslation();
  const toast = useToast();
  const [limits, setLimits] = useState<PhoneLimits | null>(null);
  const [confirming, setConfirming] = useState(false);
  const check = usePhoneLimitsCheck({ onSuccess: setLimits, onError: () => setLimits(null) });
  const clear = useClearPhoneLimits({
    onSuccess: (after) => {
      setLimits(after);
      toast.show(t('admin.limitsCleared'), 'success');
    },
  });

  function handleClear() {
    if (!limits) return;
    setConfirming(false);
    clear.mutate(limits.phone);
  }

  return (
    <div className="admin-card">
      <h3>{t('admin.limitsHeading')}</h3>
      <p>{t('admin.limitsIntro')}</p>
      <PhoneForm submitLabel={t('admin.limitsCheck')} onSubmit={(phone) => check.mutate(phone)} />
      {limits && (
        <div role="status" className="limits-status">
          <p>
            {t('admin.limitsSends', {
              phone: limits.phone,
              hour: limits.sendsLastHour,
              day: limits.sendsLastDay,
            })}{' '}
            {limits.nextSendAt === null
              ? t('admin.limitsNow')
              : t('admin.limitsNext', { time: formatTime(limits.nextSendAt) })}{' '}
            {limits.codePending && t('admin.limitsPending')}
          </p>
          {(limits.sendsLastDay > 0 || limits.codePending) && (
            <button
              type="button"
              className="button button-primary"
              onClick={() => setConfirming(true)}
            >
              {t('admin.limitsClear')}
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('admin.limitsConfirmTitle', { phone: limits?.phone ?? '' })}
        description={t('admin.limitsConfirmBody', { count: limits?.sendsLastDay ?? 0 })}
        cancelLabel={t('profile.cancel')}
        confirmLabel={t('admin.limitsClear')}
        onConfirm={handleClear}
      />
    </div>
  );
}
