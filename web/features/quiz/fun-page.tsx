// Fun & Engagements (/fun): the regional logo beside the event logo, and the practice quiz.
import { useTranslation } from 'react-i18next';
import { RegionLogo } from '../../components/region-logo';
import { Link } from 'react-router';
import { EventLogo } from '../../components/event-logo';
import { useMe } from '../auth/use-auth';

export function FunPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const rso = me?.profile?.rso;
  return (
    <div className="page fun">
      <div className="logo-pair">
        {rso && <RegionLogo rso={rso} />}
        <EventLogo className="page-logo" />
      </div>
      <h1>{t('quiz.funTitle')}</h1>
      <Link
        to="/fun-quiz"
        state={{ pool: 'funquiz' }}
        className="button button-primary button-large"
      >
        {t('quiz.funQuiz')}
      </Link>
    </div>
  );
}
