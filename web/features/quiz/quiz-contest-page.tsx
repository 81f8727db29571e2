// Quiz & Contest (/quizcontest): one button per contest open now.
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { QueryBoundary } from '../../components/query-boundary';
import { QuizButtons, UpcomingQuizzes, useOpenQuizzes } from './open-quizzes';

export function QuizContestPage() {
  const { t } = useTranslation();
  const quizzes = useOpenQuizzes();
  // A failed read offers no quiz, only the way to read again.
  return (
    <Page name="quiz-contest" title={t('quiz.contestTitle')} logo>
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
    </Page>
  );
}
