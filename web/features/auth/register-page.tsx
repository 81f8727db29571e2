// Sign-in (/register): the event's logo and name, then the mobile number, an invisible bot check, and
// the one-time code.
import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventLogo } from '../../components/event-logo';
import { EventName } from '../../components/event-name';
import { useNavigate } from 'react-router';
import { keepMobileDigits, MOBILE_DIGITS, normalisePhone } from '../../../common/phone';
import { hasProfile } from '../../../common/profile';
import { startFor } from '../../routing/route-access';
import { useToast } from '../../components/toast/toast-provider';
import { ApiError } from '../../lib/api';
import { useSendCode, useVerifyCode } from './sign-in-api';
import { createBotCheck } from './bot-check';
import { useCountdown } from '../../lib/use-countdown';
import { useEventTimeZone } from '../../lib/event-time';
import { Button } from '../../components/button';
import { listenForSmsCode } from './web-otp';
import './register.css';

type Step = 'phone' | 'code';

/** The code's digits (OTP_LENGTH of common/auth.ts, which is not imported: it brings zod with it). */
const CODE_LENGTH = 6;

export function RegisterPage() {
  const timeZone = useEventTimeZone();
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('phone');
  const [digits, setDigits] = useState('');
  const [code, setCode] = useState('');
  const resend = useCountdown();
  /** Counts down while the server, busy with a crowd signing in, asked this phone to wait. */
  const busyWait = useCountdown();
  const [waiting, setWaiting] = useState(false);
  const onBusyWait = (seconds: number) => {
    setWaiting(seconds > 0);
    if (seconds > 0) busyWait.start(seconds);
  };
  /** When the server said this phone may ask again, after refusing for too many attempts. */
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const botCheck = useRef(createBotCheck());
  const codeInput = useRef<HTMLInputElement>(null);
  const codeForm = useRef<HTMLFormElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const phoneId = useId();
  const codeId = useId();
  /** A code too short to be one: said beside the field, and nothing sent, so no try is spent. */
  const [codeTooShort, setCodeTooShort] = useState(false);

  useEffect(() => {
    botCheck.current.reset();
    // A number typed into the server's page before the app took it over stays this form's.
    const typed = phoneInput.current?.value;
    if (typed) setDigits(keepMobileDigits(typed));
  }, []);

  useEffect(() => {
    if (step !== 'code') return;
    codeInput.current?.focus();
    // On a phone that reads the SMS itself, its code fills the field and is sent at once.
    return listenForSmsCode((sms) => {
      const digitsOnly = sms.replace(/\D/g, '').slice(0, CODE_LENGTH);
      setCode(digitsOnly);
      setCodeTooShort(false);
      if (digitsOnly.length === CODE_LENGTH) {
        // The field holds the code once React has drawn it; the form then sends it.
        requestAnimationFrame(() => codeForm.current?.requestSubmit());
      }
    });
  }, [step]);

  // The calls are mutations, whose failures the app's failure toast reports; the form actions
  // around them say what each answer means for this screen.
  const sendMutation = useSendCode(() => botCheck.current, onBusyWait, t('auth.sendFailed'));
  const verifyMutation = useVerifyCode(onBusyWait, t('auth.invalidOtp'));

  // Form actions: React keeps each pending (the buttons say so) and runs a second one after the first.
  const [, sendAction, sending] = useActionState(send, null);
  const [, verifyAction, verifying] = useActionState(verify, null);
  const busy = sending || verifying;

  async function send(_previous: null, form: FormData): Promise<null> {
    // The number form's own field (Resend, on the code form, sends the number given before): a
    // number typed into the server's page before the app took it over, and sent from it, is the one
    // sent (React hands that submission over once it has).
    const field = form.get('phone');
    const typed = typeof field === 'string' ? keepMobileDigits(field) : digits;
    setDigits(typed);
    if (typed.length !== MOBILE_DIGITS) {
      toast.show(t('errors.invalid_phone'), 'error');
      return null;
    }
    try {
      const result = await sendMutation.mutateAsync(typed);
      setRetryAt(null);
      resend.start(result.resendAfterSeconds);
      setStep('code');
      toast.show(t('auth.otpSent'), 'success');
    } catch (error) {
      // The refusal is toasted already; a wait it asks for shows here.
      const wait = secondsToWait(error);
      if (wait) {
        resend.start(wait);
        if (isTooManyAttempts(error)) setRetryAt(momentAfter(wait));
      }
    } finally {
      // Each solution works once, whatever the answer: prepare the next in the background.
      botCheck.current.reset();
    }
    return null;
  }

  async function verify(): Promise<null> {
    if (code.length < CODE_LENGTH) {
      setCodeTooShort(true);
      codeInput.current?.focus();
      return null;
    }
    try {
      const me = await verifyMutation.mutateAsync({ phone: digits, code });
      toast.show(t('auth.verified'), 'success');
      const start = startFor(hasProfile(me.profile) ? 'present' : 'missing', me.isAdmin);
      await navigate(start, { state: { phone: normalisePhone(digits) } });
    } catch (error) {
      // The refusal is toasted already; a wait it asks for shows here.
      const wait = secondsToWait(error);
      if (wait && isTooManyAttempts(error)) setRetryAt(momentAfter(wait));
    }
    return null;
  }

  return (
    <div className="page register">
      <EventLogo className="register-logo" fetchPriority="high" />
      <EventName />
      <div className="card">
        <h2 className="register-title">{t('register.title')}</h2>
        {step === 'phone' ? (
          <form className="form" action={sendAction} noValidate>
            <p className="form-intro">{t('register.intro')}</p>
            <div className="field">
              <label className="field-label" htmlFor={phoneId}>
                {t('register.phoneLabel')}
              </label>
              <span className="phone-input">
                <span className="phone-prefix" aria-hidden="true">
                  +91
                </span>
                <input
                  ref={phoneInput}
                  id={phoneId}
                  name="phone"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder={t('register.phonePlaceholder')}
                  value={digits}
                  maxLength={MOBILE_DIGITS}
                  onChange={(event) => setDigits(keepMobileDigits(event.target.value))}
                  required
                />
              </span>
            </div>
            <Button type="submit" look="primary" large disabled={busy}>
              {busy ? t('register.sending') : t('register.sendOtp')}
            </Button>
            <p className="form-note">{t('register.botCheck')}</p>
          </form>
        ) : (
          <form ref={codeForm} className="form" action={verifyAction} noValidate>
            <p className="form-intro">{t('register.codeSentTo', { phone: `+91 ${digits}` })}</p>
            <div className="field">
              <label className="field-label" htmlFor={codeId}>
                {t('register.codeLabel')}
              </label>
              <input
                ref={codeInput}
                id={codeId}
                className="code-input"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t('register.codePlaceholder')}
                value={code}
                maxLength={CODE_LENGTH}
                aria-invalid={codeTooShort}
                aria-describedby={codeTooShort ? `${codeId}-error` : undefined}
                onChange={(event) => {
                  setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
                  setCodeTooShort(false);
                }}
              />
              {codeTooShort && (
                <span id={`${codeId}-error`} className="field-error" role="alert">
                  {t('register.codeTooShort', { length: CODE_LENGTH })}
                </span>
              )}
            </div>
            <Button type="submit" look="primary" large disabled={busy}>
              {busy ? t('register.verifying') : t('register.verify')}
            </Button>
            <div className="form-actions">
              <Button
                look="link"
                onClick={() => {
                  setStep('phone');
                  setCode('');
                  setCodeTooShort(false);
                }}
              >
                {t('register.changeNumber')}
              </Button>
              <Button
                type="submit"
                formAction={sendAction}
                look="link"
                disabled={busy || resend.secondsLeft > 0}
              >
                {resend.secondsLeft > 0
                  ? t('register.resendIn', { seconds: resend.secondsLeft })
                  : t('register.resend')}
              </Button>
            </div>
          </form>
        )}
        {waiting && busyWait.secondsLeft > 0 && (
          <p className="form-note retry-note" role="status">
            {t('register.busy', { seconds: busyWait.secondsLeft })}
          </p>
        )}
        {retryAt !== null && (
          <p className="form-note retry-note" role="status">
            {t('register.tryAgainAt', { time: formatRetryTime(retryAt, i18n.language, timeZone) })}
          </p>
        )}
      </div>
    </div>
  );
}

/** The seconds a refusal asks to wait before asking again, if it names them. */
function secondsToWait(error: unknown): number | undefined {
  const seconds = error instanceof ApiError ? error.params?.retryAfterSeconds : undefined;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

function isTooManyAttempts(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'too_many_attempts';
}

function momentAfter(seconds: number): number {
  return Date.now() + seconds * 1000;
}

/** The time of day in the event's time zone, with the date too when it is not within the next 12 hours. */
function formatRetryTime(at: number, language: string, timeZone: string | undefined): string {
  const soon = at - Date.now() < 12 * 60 * 60 * 1000;
  return new Date(at).toLocaleString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone,
    timeStyle: 'short',
    ...(soon ? {} : { dateStyle: 'medium' }),
  });
}
