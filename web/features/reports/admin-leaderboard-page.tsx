// /admin/leaderboard: each quiz's players by score, then by the fastest finish; disqualified apart.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection } from '../../components/admin-section';
import { QueryBoundary } from '../../components/query-boundary';
import { subscribeLive } from '../../lib/live-stream';
import { quizTitle } from '../../lib/quiz-title';
import { reportKeys, reportQueries, type Board } from './reports-api';
import { AdminTable } from '../../components/admin-table';

export function AdminLeaderboardPage() {
  const { t, i18n } = useTranslation();
  const overview = useQuery(reportQueries.overview());
  const contests = overview.data?.attempts ?? [];
  const [chosen, setQuizId] = useState<string | null>(null);
  const quizId = chosen ?? contests[0]?.quizId ?? null;
  const board = useQuery({ ...reportQueries.leaderboard(quizId ?? ''), enabled: quizId !== null });
  // A play finishing, a correction or a regrade moves the counters: the standings are read again.
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLive(
        'counters',
        () =>
          void queryClient.invalidateQueries({ queryKey: reportKeys.leaderboard(quizId ?? '') }),
      ),
    [queryClient, quizId],
  );
  return (
    <AdminSection section="leaderboard">
      <div className="admin-toolbar">
        <label className="field">
          <span className="field-label">{t('admin.quiz')}</span>
          <select value={quizId ?? ''} onChange={(event) => setQuizId(event.target.value)}>
            {contests.map((contest) => (
              <option key={contest.quizId} value={contest.quizId}>
                {quizTitle(contest.title, i18n.language)}
              </option>
            ))}
          </select>
        </label>
        <a
          className="button button-secondary"
          href={`/api/admin/leaderboard.csv?quizId=${quizId}`}
          download
        >
          {t('admin.exportCsv')}
        </a>
      </div>
      {quizId === null ? (
        <QueryBoundary query={overview}>{() => <p>{t('admin.none')}</p>}</QueryBoundary>
      ) : (
        <QueryBoundary query={board}>{(figures) => <Standings board={figures} />}</QueryBoundary>
      )}
    </AdminSection>
  );
}

/** The players by rank, the teams' points and the disqualified players of one quiz. */
function Standings({ board }: { board: Board }) {
  const { t } = useTranslation();
  return (
    <>
      <AdminTable
        label={t('admin.sections.leaderboard')}
        columns={[
          t('admin.rank'),
          t('profile.employeeId'),
          t('profile.name'),
          t('dashboard.teams'),
          t('admin.score'),
          t('admin.time'),
        ]}
      >
        {board.ranked.map((row) => (
          <tr key={row.employeeId}>
            <td>{row.rank}</td>
            <td>{row.employeeId}</td>
            <td>{row.name}</td>
            <td>{row.teamLabel}</td>
            <td>{row.score}</td>
            <td>
              {row.timeTakenMs === null
                ? t('admin.timeUnknown')
                : `${(row.timeTakenMs / 1000).toFixed(1)} s`}
            </td>
          </tr>
        ))}
      </AdminTable>
      <h3>{t('dashboard.totalPoints')}</h3>
      <AdminTable
        label={t('dashboard.totalPoints')}
        columns={[t('dashboard.teams'), t('dashboard.totalPoints')]}
      >
        {[...board.teams]
          .sort((a, b) => b.points - a.points)
          .map((team) => (
            <tr key={team.key}>
              <th scope="row">{team.label}</th>
              <td>{team.points}</td>
            </tr>
          ))}
      </AdminTable>
      <h3>{t('admin.disqualified')}</h3>
      {board.disqualified.length ? (
        <ul>
          {board.disqualified.map((row) => (
            <li key={row.employeeId}>
              {row.employeeId} — {row.name} ({row.teamLabel})
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('admin.none')}</p>
      )}
    </>
  );
}
