// The contests open now with the time they close, and the next one with a countdown to its
// opening, counted on the server's clock (server-clock.ts).
import { useTranslation } from 'react-i18next';
import type { ScreenState } from '../../../common/venue-api';
import { quizTitle } from '../../lib/quiz-title';
import { formatCountdown } from './server-clock';

export function QuizTimes({ quizzes, now }: { quizzes: ScreenState['quizzes']; now: number }) {
  const { t, i18n } = useTranslation();
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
