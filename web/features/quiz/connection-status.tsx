// Under a saved quiz's question: a polite notice that an answer is still on its way, and once the
// question's time is over, Try again in the submit button's place.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionTrouble } from './use-answer-delivery';
import { Button } from '../../components/button';
import './connection-status.css';

export function ConnectionNotice({ trouble }: { trouble: ConnectionTrouble }) {
  const { t } = useTranslation();
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (trouble !== 'none') notice.current?.scrollIntoView({ block: 'nearest' });
  }, [trouble]);
  return (
    // Always present, so screen readers already watch it when the text arrives.
    <p ref={notice} className="quiz-connection" role="status">
      {trouble === 'reconnecting' && t('quiz.reconnecting')}
      {trouble === 'stalled' && t('quiz.stillReconnecting')}
    </p>
  );
}

export function TryAgainButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <Button ref={button} look="primary" large className="quiz-try-again" onClick={onRetry}>
      {t('quiz.tryAgain')}
    </Button>
  );
}
