// The contests open now with the time they close, and the next one with a countdown to its
// opening, counted on the server's clock so a screen whose own clock is wrong still shows it right.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenState } from '../../../common/venue-api';
import { quizTitle } from '../../lib/quiz-title';

/** 1:02:03, or 2:03 under an hour. */
function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The server's time now, ticking every second, from the offset measured when the state was read. */
function useServerNow(offsetMs: number): number {
  const [localNow, setLocalNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setLocalNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return localNow + offsetMs;
}

export function QuizTimes({
  quizzes,
  offsetMs,
}: {
  quizzes: ScreenState['quizzes'];
  offsetMs: number;
}) {
  const { t, i18n } = useTranslation();
  const now = useServerNow(offsetMs);
  const { open, next } = quizzes;

  return (
    <section className="screen-panel screen-quizzes" aria-labelledby="screen-quizzes">
      <h2 id="screen-quizzes">{t('screen.quizzes')}</h2>
      {open.length === 0 && !next && <p className="screen-quiet">{t('screen.noQuiz')}</p>}
      {open.map((quiz) => (
        <div key={quiz.id} className="screen-quiz screen-quiz-open">
          <p className="screen-quiz-label">{t('screen.openNow')}</p>
          <p className="screen-quiz-title">{quizTitle(quiz.title, i18n.language)}</p>
          {quiz.closesAt !== null && (
            <p className="screen-quiz-time">
              {t('screen.closesIn', { time: formatCountdown(quiz.closesAt - now) })}
            </p>
          )}
        </div>
      ))}
      {next && (
        <div className="screen-quiz">
          <p className="screen-quiz-label">{t('screen.nextQuiz')}</p>
          <p className="screen-quiz-title">{quizTitle(next.title, i18n.language)}</p>
          <p className="screen-countdown" aria-live="off">
            {next.opensAt > now
              ? t('screen.opensIn', { time: formatCountdown(next.opensAt - now) })
              : t('screen.opensSoon')}
          </p>
        </div>
      )}
    </section>
  );
}
