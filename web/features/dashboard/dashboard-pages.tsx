// Team Dashboard (/team-dashboard), Registration Dashboard (/total-registration) and
// Quiz Score Board (/quiz-leaderboard).
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { registrationPercent } from '../../../common/dashboard';
import { LogoPair } from '../../components/logo-pair';
import { Page } from '../../components/page';
import { PageLinks } from '../../components/page-links';
import { QueryBoundary } from '../../components/query-boundary';
import { TeamTable } from './team-table';
import { useTeamStats } from './use-team-stats';
import { Button } from '../../components/button';
import './dashboard.css';

export function TeamDashboardPage() {
  const { t } = useTranslation();
  const stats = useTeamStats();
  return (
    <div className="page dashboard">
      <LogoPair teamFirst={false} />
      <h1>{t('dashboard.title')}</h1>
      <PageLinks
        links={[
          { to: '/total-registration', label: t('dashboard.totalRegistration') },
          { to: '/quiz-leaderboard', label: t('dashboard.quizLeaderBoard') },
        ]}
      >
        <QueryBoundary query={stats}>
          {/* Shows a figure; it goes nowhere. */}
          {({ totalViews }) => (
            <Button look="secondary" large className="views-button" aria-live="polite">
              {t('dashboard.totalViews', { count: totalViews })}
            </Button>
          )}
        </QueryBoundary>
      </PageLinks>
    </div>
  );
}

type TeamFiguresProps = Omit<ComponentProps<typeof TeamTable>, 'caption' | 'teams'> & {
  /** The screen's heading, which names its table too. */
  title: string;
};

/** A screen of one figure per team, highest first. */
function TeamFigures({ title, ...table }: TeamFiguresProps) {
  const stats = useTeamStats();
  return (
    <Page name="dashboard" title={title}>
      <QueryBoundary query={stats}>
        {({ teams }) => <TeamTable caption={title} teams={teams} {...table} />}
      </QueryBoundary>
    </Page>
  );
}

export function RegistrationDashboardPage() {
  const { t } = useTranslation();
  return (
    <TeamFigures
      title={t('dashboard.registrationTitle')}
      valueHeading={t('dashboard.registrationPercent')}
      value={(team) => registrationPercent(team.registrations, team.capacity)}
      format={(percent) => `${percent}%`}
      empty={t('dashboard.noRegistrations')}
    />
  );
}

export function QuizLeaderboardPage() {
  const { t } = useTranslation();
  return (
    <TeamFigures
      title={t('dashboard.leaderboardTitle')}
      valueHeading={t('dashboard.totalPoints')}
      value={(team) => team.points}
      empty={t('dashboard.noPoints')}
    />
  );
}
