// /admin: headline figures per team and per quiz, and the latest changes organisers made.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { quizTitle } from '../../lib/quiz-title';
import { QueryBoundary } from '../../components/query-boundary';
import { Link } from 'react-router';
import { ActivityList } from './activity-list';
import { reportQueries, type Overview } from './reports-api';
import { AdminTable } from '../../components/admin-table';
import './reports.css';

/** The latest changes the dashboard lists; the rest are a click away, in Activity. */
const RECENT = 'pageSize=8';

export function AdminDashboardPage() {
  const { t } = useTranslation();
  const overview = useQuery(reportQueries.overview());
  const recent = useQuery(reportQueries.activity(RECENT));
  return (
    <div className="admin-section">
      <QueryBoundary query={overview}>{(figures) => <Figures overview={figures} />}</QueryBoundary>
      <h2>{t('admin.activity.recentHeading')}</h2>
      <QueryBoundary query={recent}>
        {({ entries }) =>
          entries.length === 0 ? (
            <p className="empty-state">{t('admin.activity.empty')}</p>
          ) : (
            <>
              <ActivityList entries={entries} />
              <p>
                <Link to="/admin/activity">{t('admin.activity.seeAll')}</Link>
              </p>
            </>
          )
        }
      </QueryBoundary>
    </div>
  );
}

/** The teams' registrations and points, and each quiz's plays. */
function Figures({ overview }: { overview: Overview }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <h2>{t('admin.teamsHeading')}</h2>
      <AdminTable
        label={t('admin.teamsHeading')}
        columns={[t('dashboard.teams'), t('admin.registered'), t('dashboard.totalPoints')]}
      >
        {overview.teams.map((team) => (
          <tr key={team.key}>
            <th scope="row">{team.label}</th>
            <td>
              {team.registrations} / {team.capacity}
            </td>
            <td>{team.points}</td>
          </tr>
        ))}
      </AdminTable>
      <h2>{t('admin.quizzesHeading')}</h2>
      <AdminTable
        label={t('admin.quizzesHeading')}
        columns={[t('admin.quiz'), t('admin.open'), t('admin.completed'), t('admin.disqualified')]}
      >
        {overview.attempts.map((row) => (
          <tr key={row.quizId}>
            <th scope="row">{quizTitle(row.title, i18n.language)}</th>
            <td>{row.open ? t('admin.yes') : t('admin.no')}</td>
            <td>{row.completed}</td>
            <td>{row.disqualified}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
