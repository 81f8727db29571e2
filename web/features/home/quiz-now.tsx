// What is live, on Home: each contest open now that the player has not played, straight into its
// play; else the next one's opening, counted down. Loaded once Home is on screen, so Home's first
// screen carries none of it; a failed read shows nothing, Home's tiles still lead to every quiz.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { quizTitle } from '../../lib/quiz-title';
import { playState, useOpenQuizzes } from '../quiz/open-quizzes';
import { clockOffset, COUNTDOWN_WITHIN_MS, msUntil, OpensIn } from '../quiz/quiz-countdown';
import './quiz-now.css';

export function QuizNow() {
  const { t, i18n } = useTranslation();
  const quizzes = useOpenQuizzes();
  const list = quizzes.data;
  if (!list) return null;
  const open = list.open.filter((quiz) => quiz.kind === 'contest' && quiz.played === null);
  const next = list.upcoming.find((quiz) => quiz.kind === 'contest');
  const offset = clockOffset(list, quizzes.dataUpdatedAt);
  if (open.length > 0)
    return (
      <div className="quiz-now">
        {open.map((quiz) => (
          <Link
            key={quiz.id}
            to="/fun-quiz"
            state={playState(quiz, true)}
            className="quiz-now-open"
          >
            <span className="open-now">{t('quiz.openNow')}</span>{' '}
            <span className="quiz-now-title">{quizTitle(quiz.title, i18n.language)}</span>
          </Link>
        ))}
      </div>
    );
  if (!next || msUntil(next.opensAt, offset) >= COUNTDOWN_WITHIN_MS) return null;
  return (
    <div className="quiz-now next-quiz">
      <p className="quiz-now-title">{quizTitle(next.title, i18n.language)}</p>
      <OpensIn key={next.id} opensAt={next.opensAt} offset={offset} />
    </div>
  );
}
