// "Opens in 12:34": a quiz's opening counted down second by second by the server's clock, whatever
// the phone's says. At zero the live push brings the new list; should it not come, the list is read
// again a moment later.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizList } from '../../../common/api';
import { useCountdown } from '../../lib/use-countdown';
import { quizKeys } from './quiz-api';

/** Within a day a countdown says more than a time does; further off, the time alone. */
export const COUNTDOWN_WITHIN_MS = 24 * 60 * 60_000;

/**
 * How far the server's clock is ahead of this phone's, from a list and when it arrived (its
 * `dataUpdatedAt`): the moments the server sends are counted to by the phone's clock plus this.
 */
export const clockOffset = (list: QuizList, receivedAt: number) => list.now - receivedAt;

/** Milliseconds from now until `moment` on the server's clock. */
export const msUntil = (moment: number, offset: number) => moment - (Date.now() + offset);

/** "12:34", or "1:02:03" with hours: the form a countdown takes on a phone. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const two = (n: number) => String(n).padStart(2, '0');
  const rest = two(seconds % 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${rest}` : `${minutes}:${rest}`;
}

/**
 * The push at a scheduled moment reaches every phone at once; a phone that missed it reads the list
 * again after this, spread over a few seconds so phones that missed it do not all ask together.
 */
const readAgainAfterMs = () => 2_000 + Math.random() * 3_000;

export function OpensIn({
  opensAt,
  offset,
  className = 'quiz-opens-in',
}: {
  opensAt: number;
  offset: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { secondsLeft, started, start } = useCountdown();
  // Until the countdown has started, the seconds as this render reckons them.
  const [initial] = useState(() => msUntil(opensAt, offset) / 1000);
  useEffect(() => start(msUntil(opensAt, offset) / 1000), [opensAt, offset, start]);
  const reached = started && secondsLeft === 0;
  useEffect(() => {
    if (!reached) return;
    const timer = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: quizKeys.quizzes() }),
      readAgainAfterMs(),
    );
    return () => window.clearTimeout(timer);
  }, [reached, queryClient]);
  const left = started ? secondsLeft : Math.ceil(initial);
  // A timer is not read out at every tick; its text is there whenever the reader comes to it.
  return (
    <p className={className} role="timer">
      {t('quiz.opensIn', { time: formatCountdown(left) })}
    </p>
  );
}
