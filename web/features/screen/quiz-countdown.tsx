// The last minute before a contest opens takes the whole screen: its name and the seconds left,
// large enough to count along with from the back of the hall, and a word to get phones ready.
import { useTranslation } from 'react-i18next';
import type { ScreenState } from '../../../common/venue-api';
import { quizTitle } from '../../lib/quiz-title';
import { formatCountdown } from './server-clock';

/** How long before its opening a contest's countdown takes the screen. */
const COUNTDOWN_TAKES_SCREEN_MS = 60_000;

/**
 * How long past its opening the countdown waits, saying it is opening, for the push that the
 * contest is open; past this a lost push does not leave the screen stuck on it.
 */
const OPENING_GRACE_MS = 10_000;

type Next = NonNullable<ScreenState['quizzes']['next']>;

/** Whether the next contest's countdown holds the screen at this moment of the server's clock. */
export function countdownTakesScreen(next: Next | null, now: number): next is Next {
  if (!next) return false;
  const left = next.opensAt - now;
  return left <= COUNTDOWN_TAKES_SCREEN_MS && left > -OPENING_GRACE_MS;
}

export function QuizCountdown({ next, now }: { next: Next; now: number }) {
  const { t, i18n } = useTranslation();
  const left = next.opensAt - now;
  return (
    <section className="screen-takeover screen-countdown-moment" aria-labelledby="screen-next">
      <h2 id="screen-next" className="screen-takeover-label">
        {t('screen.nextQuiz')}
      </h2>
      <p className="screen-takeover-title">{quizTitle(next.title, i18n.language)}</p>
      <p className="screen-big-countdown" role="timer" aria-live="off">
        {left > 0 ? formatCountdown(left) : t('screen.opensSoon')}
      </p>
      <p className="screen-takeover-hint">{t('screen.getReady')}</p>
    </section>
  );
}
