// Quiz & Contest (/quizcontest): the contests open now, a button each or the player's score once
// played, and the next opening counted down.
import { useTranslation } from 'react-i18next';
import { EventLogo } from '../../components/event-logo';
import { QueryBoundary } from '../../components/query-boundary';
import { QuizzesOnOffer, useOpenQuizzes } from './open-quizzes';
import { clockOffset } from './quiz-countdown';

export function QuizContestPage() {
  const { t } = useTranslation();
  const quizzes = useOpenQuizzes();
  // A failed read offers no quiz, only the way to read again.
  return (
    <div className="page quiz-contest">
      <EventLogo className="page-logo" />
      <h1>{t('quiz.contestTitle')}</h1>
      <QueryBoundary query={quizzes}>
        {(list) => (
          <QuizzesOnOffer
            list={list}
            kind="contest"
            serverGraded
            offset={clockOffset(list, quizzes.dataUpdatedAt)}
          />
        )}
      </QueryBoundary>
    </div>
  );
}
