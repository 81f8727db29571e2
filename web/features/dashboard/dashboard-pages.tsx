// Team Dashboard (/team-dashboard), Registration Dashboard (/total-registration) and
// Quiz Score Board (/quiz-leaderboard).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registrationPercent } from '../../../common/dashboard';
import { EventLogo } from '../../components/event-logo';
import { QueryBoundary } from '../../components/query-boundary';
import { RegionLogo } from '../../components/region-logo';
import { useMe } from '../auth/use-auth';
import { TeamTable } from './team-table';
import { useTeamStats } from './use-team-stats';
import { Button } from '../../components/button';
import './dashboard.css';

export function TeamDashboardPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const stats = useTeamStats();
  const team = me?.profile?.team;
  return (
    <div className="page dashboard">
      <div className="logo-pair">
        <EventLogo className="page-logo" />
        {team && <RegionLogo team={team} />}
      </div>
      <h1>{t('dashboard.title')}</h1>
      <div className="button-stack">
        <Link to="/total-registration" className="button button-primary button-large">
          {t('dashboard.totalRegistration')}
        </Link>
        <Link to="/quiz-leaderboard" className="button button-primary button-large">
          {t('dashboard.quizLeaderBoard')}
        </Link>
        <QueryBoundary query={stats}>
          {/* Shows a figure; it goes nowhere. */}
          {({ totalViews }) => (
            <Button look="secondary" large className="views-button" aria-live="polite">
              {t('dashboard.totalViews', { count: totalViews })}
            </Button>
          )}
        </QueryBoundary>
      </div>
    </div>
  );
}

export function RegistrationDashboardPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const stats = useTeamStats();
  return (
    <div className="page dashboard">
      <h1>{t('dashboard.registrationTitle')}</h1>
      <QueryBoundary query={stats}>
        {({ teams }) => (
          <TeamTable
            caption={t('dashboard.registrationTitle')}
            valueHeading={t('dashboard.registrationPercent')}
            teams={teams}
            value={(team) => registrationPercent(team.registrations, team.capacity)}
            format={(percent) => `${percent}%`}
            fullBar={100}
            mine={me?.profile?.team}
            empty={t('dashboard.noRegistrations')}
          />
        )}
      </QueryBoundary>
    </div>
  );
}

export function QuizLeaderboardPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const stats = useTeamStats();
  return (
    <div className="page dashboard">
      <h1>{t('dashboard.leaderboardTitle')}</h1>
      <QueryBoundary query={stats}>
        {({ teams }) => (
          <TeamTable
            caption={t('dashboard.leaderboardTitle')}
            valueHeading={t('dashboard.totalPoints')}
            teams={teams}
            value={(team) => team.points}
            mine={me?.profile?.team}
            empty={t('dashboard.noPoints')}
          />
        )}
      </QueryBoundary>
    </div>
  );
}
