// Team Dashboard (/team-dashboard), Registration Dashboard (/total-registration) and
// Quiz Score Board (/quiz-leaderboard).
import { useTranslation } from 'react-i18next';
import { registrationPercent, type TeamStat } from '../../../common/dashboard';
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

/** Each dashboard of one figure per team: its texts, the figure and how it is written. */
const FIGURES = {
  registrations: {
    title: 'dashboard.registrationTitle',
    valueHeading: 'dashboard.registrationPercent',
    empty: 'dashboard.noRegistrations',
    value: (team: TeamStat) => registrationPercent(team.registrations, team.capacity),
    format: (percent: number) => `${percent}%`,
  },
  points: {
    title: 'dashboard.leaderboardTitle',
    valueHeading: 'dashboard.totalPoints',
    empty: 'dashboard.noPoints',
    value: (team: TeamStat) => team.points,
    format: String,
  },
} as const;

/** A screen of one figure per team, highest first. */
function TeamFigures({ figure }: { figure: keyof typeof FIGURES }) {
  const { t } = useTranslation();
  const stats = useTeamStats();
  const { title, valueHeading, empty, value, format } = FIGURES[figure];
  return (
    <Page name="dashboard" title={t(title)}>
      <QueryBoundary query={stats}>
        {({ teams }) => (
          <TeamTable
            caption={t(title)}
            valueHeading={t(valueHeading)}
            teams={teams}
            value={value}
            format={format}
            empty={t(empty)}
          />
        )}
      </QueryBoundary>
    </Page>
  );
}

export const RegistrationDashboardPage = () => <TeamFigures figure="registrations" />;

export const QuizLeaderboardPage = () => <TeamFigures figure="points" />;
