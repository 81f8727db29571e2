// Fun & Engagements (/fun): the regional logo beside the event logo, and the practice quizzes open
// now (the spec's one: Fun Quiz).
import { useTranslation } from 'react-i18next';
import { LogoPair } from '../../components/logo-pair';
import { QueryBoundary } from '../../components/query-boundary';
import { QuizButtons, useOpenQuizzes } from './open-quizzes';

export function FunPage() {
  const { t } = useTranslation();
  const quizzes = useOpenQuizzes();
  return (
    <div className="page fun">
      <LogoPair teamFirst />
      <h1>{t('quiz.funTitle')}</h1>
      <QueryBoundary query={quizzes}>
        {(list) => (
          <QuizButtons
            quizzes={list.open.filter((quiz) => quiz.kind === 'practice')}
            serverGraded={false}
            empty={t('quiz.noneAvailable')}
          />
        )}
      </QueryBoundary>
    </div>
  );
}
