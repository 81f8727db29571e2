// A question's time as the hall's clock has it: counted from the deadline the server set, by the
// server's clock (its `now` when the state was sent, and the time since on this phone), so every
// phone shows the same second whatever its own clock says. A screen reader finds "N seconds left"
// when it looks, and hears the time at 10 and at 5 seconds, as in a saved quiz.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveGameQuestion } from '../../../common/live-game';
import { QuizTimer } from '../quiz/quiz-timer';

/** The seconds left at which the time is read out. */
const ANNOUNCE_AT = [10, 5];
const secondsOf = (ms: number) => Math.ceil(Math.max(0, ms) / 1000);

/**
 * The whole seconds left of the question, ticking; the paused seconds while paused. `sentAt`: the
 * server's clock when the state was sent, which reckons the time until the first tick.
 */
export function useSecondsLeft(
  question: LiveGameQuestion | null,
  offset: number,
  sentAt: number,
): number {
  const deadline = question?.deadline ?? null;
  const [clock, setClock] = useState({ deadline: null as number | null, now: 0 });
  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const now = Date.now();
      setClock({ deadline, now });
      if (now + offset >= deadline) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, 250);
    tick();
    return () => window.clearInterval(timer);
  }, [deadline, offset]);
  if (!question) return 0;
  if (deadline === null) return secondsOf(question.pausedLeftMs ?? 0);
  if (clock.deadline !== deadline) return secondsOf(deadline - sentAt);
  return secondsOf(deadline - (clock.now + offset));
}

/** The saved quiz's ring, read out at 10 and at 5 seconds. */
export function LiveCountdown({ seconds, secondsLeft }: { seconds: number; secondsLeft: number }) {
  const { t } = useTranslation();
  return (
    <>
      <QuizTimer seconds={seconds} secondsLeft={secondsLeft} />
      <p className="visually-hidden" aria-live="polite">
        {ANNOUNCE_AT.includes(secondsLeft) ? t('quiz.secondsLeft', { count: secondsLeft }) : ''}
      </p>
    </>
  );
}
