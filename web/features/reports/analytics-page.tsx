// /admin/analytics: registrations over time per team, quiz participation and averages, score spread.
// Each chart has its figures in a table beside it for screen readers.
import { useQuery } from '@tanstack/react-query';
import {
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { quizTitle } from '../../lib/quiz-title';
import type { PublicSite } from '../../../common/api';
import { localized } from '../../../common/event';
import { AdminSection } from '../../components/admin-section';
import { QueryBoundary } from '../../components/query-boundary';
import { siteQueries } from '../../lib/site-api';
import { reportQueries, type Analytics } from './reports-api';
import './reports.css';

Chart.register(CategoryScale, LinearScale, LineElement, PointElement, BarElement, Tooltip, Legend);

const TEAM_COLOURS = [
  '#06b6d4',
  '#16a34a',
  '#ea580c',
  '#eab308',
  '#dc2626',
  '#2563eb',
  '#9333ea',
  '#0f766e',
  '#be123c',
  '#4d7c0f',
  '#7c3aed',
  '#b45309',
];
/** A colour per team in the organisers' order; an event with more teams than colours repeats them. */
const teamColour = (i: number) => TEAM_COLOURS[i % TEAM_COLOURS.length];
const QUIZ_COLOURS = ['#312e81', '#be185d', '#c2410c'];

type FiguresTableProps = {
  caption: string;
  headers: string[];
  rows: { label: string; values: (number | string)[] }[];
  /** The chart shows these figures; the table gives them to screen readers only. */
  hidden?: boolean;
};

function FiguresTable({ caption, headers, rows, hidden = false }: FiguresTableProps) {
  return (
    <table className={hidden ? 'visually-hidden' : 'admin-table'}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {row.values.map((value, i) => (
              <td key={i}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AnalyticsPage() {
  const analytics = useQuery(reportQueries.analytics());
  const site = useQuery(siteQueries.publicSite());
  return (
    <AdminSection section="analytics">
      <QueryBoundary query={analytics}>
        {(figures) => (
          <QueryBoundary query={site}>
            {(content) => <Charts analytics={figures} site={content} />}
          </QueryBoundary>
        )}
      </QueryBoundary>
    </AdminSection>
  );
}

/** The three charts, each with its figures as a table; the teams' names are the event's. */
function Charts({ analytics, site }: { analytics: Analytics; site: PublicSite }) {
  const { t, i18n } = useTranslation();
  const { registrationsByDay, participation } = analytics;
  const days = registrationsByDay.map((d) => d.day);
  const keys = site.teams.map((team) => team.key);
  const label = (key: string) => {
    const team = site.teams.find((candidate) => candidate.key === key);
    return team ? localized(team.label, i18n.language) : key;
  };
  const titleOfQuiz = (quizId: string) => {
    const title = participation.find((p) => p.quizId === quizId)?.title;
    return title ? quizTitle(title, i18n.language) : quizId;
  };

  // Running totals, so each line shows a team filling up towards its capacity.
  const cumulative = keys.map((team) => {
    let total = 0;
    return registrationsByDay.map((d) => (total += d.counts[team] ?? 0));
  });

  return (
    <>
      <section className="admin-card">
        <h3>{t('admin.analytics.registrations')}</h3>
        <div className="chart-box">
          <Line
            aria-label={t('admin.analytics.registrations')}
            role="img"
            data={{
              labels: days,
              datasets: keys.map((team, i) => ({
                label: label(team),
                data: cumulative[i]!,
                borderColor: teamColour(i),
                backgroundColor: teamColour(i),
              })),
            }}
            options={{ responsive: true, maintainAspectRatio: false, animation: false }}
          />
        </div>
        <FiguresTable
          caption={t('admin.analytics.registrations')}
          headers={[t('admin.analytics.day'), ...keys.map(label)]}
          rows={days.map((day, row) => ({
            label: day,
            values: keys.map((_, i) => cumulative[i]![row]!),
          }))}
          hidden
        />
      </section>

      <section className="admin-card">
        <h3>{t('admin.analytics.participation')}</h3>
        <div className="chart-box">
          <Bar
            aria-label={t('admin.analytics.participation')}
            role="img"
            data={{
              labels: participation.map((p) => titleOfQuiz(p.quizId)),
              datasets: [
                {
                  label: t('admin.analytics.players'),
                  data: participation.map((p) => p.players),
                  backgroundColor: '#312e81',
                },
                {
                  label: t('admin.analytics.average'),
                  data: participation.map((p) => p.average),
                  backgroundColor: '#f59e0b',
                },
              ],
            }}
            options={{ responsive: true, maintainAspectRatio: false, animation: false }}
          />
        </div>
        <FiguresTable
          caption={t('admin.analytics.participation')}
          headers={[
            t('admin.quiz'),
            t('admin.analytics.players'),
            t('admin.completed'),
            t('admin.analytics.average'),
          ]}
          rows={participation.map((p) => ({
            label: titleOfQuiz(p.quizId),
            values: [p.players, p.completed, p.average],
          }))}
        />
      </section>

      <section className="admin-card">
        <h3>{t('admin.analytics.distribution')}</h3>
        <div className="chart-box">
          <Bar
            aria-label={t('admin.analytics.distribution')}
            role="img"
            data={{
              labels: ['0', '1', '2', '3', '4', '5'],
              datasets: participation.map((p, i) => ({
                label: titleOfQuiz(p.quizId),
                data: p.distribution,
                backgroundColor: QUIZ_COLOURS[i],
              })),
            }}
            options={{ responsive: true, maintainAspectRatio: false, animation: false }}
          />
        </div>
        <FiguresTable
          caption={t('admin.analytics.distribution')}
          headers={[t('admin.quiz'), '0', '1', '2', '3', '4', '5']}
          rows={participation.map((p) => ({
            label: titleOfQuiz(p.quizId),
            values: p.distribution,
          }))}
          hidden
        />
      </section>
    </>
  );
}
