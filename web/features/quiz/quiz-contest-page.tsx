// Quiz & Contest (/quizcontest): one button per contest open now.
import { useTranslation } from 'react-i18next';
import { EventLogo } from '../../components/event-logo';
import { QueryBoundary } from '../../components/query-boundary';
import { QuizButtons, UpcomingQuizzes, useOpenQuizzes } from './open-quizzes';

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
          <>
            <QuizButtons
              quizzes={list.open.filter((quiz) => quiz.kind === 'contest')}
              serverGraded
              empty={t('quiz.noneAvailable')}
            />
            <UpcomingQuizzes quizzes={list.upcoming.filter((quiz) => quiz.kind === 'contest')} />
          </>
        )}
      </QueryBoundary>
    </div>
  );
}
