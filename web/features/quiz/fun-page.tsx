// Fun & Engagements (/fun): the regional logo beside the event logo, and the practice quizzes open
// now (the spec's one: Fun Quiz).
import { useTranslation } from 'react-i18next';
import { EventLogo } from '../../components/event-logo';
import { QueryBoundary } from '../../components/query-boundary';
import { RegionLogo } from '../../components/region-logo';
import { useMe } from '../auth/use-auth';
import { QuizzesOnOffer, useOpenQuizzes } from './open-quizzes';
import { clockOffset } from './quiz-countdown';

export function FunPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const quizzes = useOpenQuizzes();
  const team = me?.profile?.team;
  return (
    <div className="page fun">
      <div className="logo-pair">
        {team && <RegionLogo team={team} />}
        <EventLogo className="page-logo" />
      </div>
      <h1>{t('quiz.funTitle')}</h1>
      <QueryBoundary query={quizzes}>
        {(list) => (
          <QuizzesOnOffer
            list={list}
            kind="practice"
            serverGraded={false}
            offset={clockOffset(list, quizzes.dataUpdatedAt)}
          />
        )}
      </QueryBoundary>
    </div>
  );
}
