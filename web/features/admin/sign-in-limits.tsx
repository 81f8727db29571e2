// A phone's sign-in limits, and clearing them when a stranger has used up its owner's codes.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { useEventTimeFormat } from '../../lib/event-time';
import {
  accessQueries,
  useClearPhoneLimits,
  usePhoneLimitsCheck,
  type PhoneLimits,
} from './admin-api';
import { PhoneForm } from './phone-form';
import { Button } from '../../components/button';

/** The limits every phone is held to, as the server applies them. */
function LimitsInWords() {
  const { t } = useTranslation();
  const limits = useQuery(accessQueries.summary()).data?.signInLimits;
  if (!limits) return null;
  return (
    <p>
      {t('admin.access.limitsRules', {
        seconds: limits.resendSeconds,
        hour: limits.perHour,
        day: limits.perDay,
        minutes: limits.codeMinutes,
      })}
    </p>
  );
}

export function SignInLimits() {
  const formatTime = useEventTimeFormat();
  const { t } = useTranslation();
  const toast = useToast();
  const [limits, setLimits] = useState<PhoneLimits | null>(null);
  const clearing = useConfirmation<string>();
  const check = usePhoneLimitsCheck({ onSuccess: setLimits, onError: () => setLimits(null) });
  const clear = useClearPhoneLimits({
    onSuccess: (after) => {
      setLimits(after);
      toast.show(t('admin.limitsCleared'), 'success');
    },
  });

  return (
    <div className="admin-card">
      <h3>{t('admin.limitsHeading')}</h3>
      <LimitsInWords />
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
            <Button look="primary" onClick={() => clearing.ask(limits.phone)}>
              {t('admin.limitsClear')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        title={t('admin.limitsConfirmTitle', { phone: limits?.phone ?? '' })}
        description={t('admin.limitsConfirmBody', { count: limits?.sendsLastDay ?? 0 })}
        confirmLabel={t('admin.limitsClear')}
        confirmation={clearing}
        onConfirm={(phone) => clear.mutate(phone)}
      />
    </div>
  );
}
