// A question's countdown as a person notices it: a thick ring that empties with the whole seconds
// left inside it, red for the last five. A screen reader finds "N seconds left" when it looks, and
// the question card tells it the time at 10 and at 5 seconds only. A live game's phone shows it too.
import { useTranslation } from 'react-i18next';
import './quiz-timer.css';

/** The seconds left from which the timer turns red. */
const URGENT_FROM = 5;

export function QuizTimer({ seconds, secondsLeft }: { seconds: number; secondsLeft: number }) {
  const { t } = useTranslation();
  const left = seconds > 0 ? Math.min(1, secondsLeft / seconds) : 0;
  return (
    <div className={secondsLeft <= URGENT_FROM ? 'quiz-timer is-urgent' : 'quiz-timer'}>
      <svg className="quiz-timer-ring" viewBox="0 0 48 48" aria-hidden="true">
        <circle className="quiz-timer-track" cx="24" cy="24" r="20" />
        {/* An empty ring draws no dash at all: a zero-length one leaves a mark at the top. */}
        {left > 0 && (
          <circle
            className="quiz-timer-left"
            cx="24"
            cy="24"
            r="20"
            pathLength={1}
            strokeDasharray="1 1"
            strokeDashoffset={1 - left}
          />
        )}
      </svg>
      <span className="quiz-timer-count" aria-hidden="true">
        <span className="quiz-timer-number">{secondsLeft}</span>
        <span className="quiz-timer-unit">{t('quiz.secondsUnit')}</span>
      </span>
      {/* What a screen reader finds when it looks; it is not read out as it changes. */}
      <span className="visually-hidden" role="timer" aria-live="off">
        {t('quiz.secondsLeft', { count: secondsLeft })}
      </span>
    </div>
  );
}
