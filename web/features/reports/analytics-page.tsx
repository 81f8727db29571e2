// /admin/analytics: registrations over time per team, quiz participation and averages, score spread.
// Each chart has its figures in a table beside it for screen readers; a chart with nothing to draw
// yet says what will show there instead of drawing empty axes.
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
import { useId, type ReactNode } from 'react';
import { Bar, Line } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { quizTitle } from '../../lib/quiz-title';
import type { PublicSite } from '../../../common/api';
import { localized } from '../../../common/event';
import { AdminSection } from '../../components/admin-section';
import { AdminTable } from '../../components/admin-table';
import { QueryBoundary } from '../../components/query-boundary';
import { siteQueries } from '../../lib/site-api';
import {
  chartBase,
  countAxis,
  labelAxis,
  scoreAxis,
  seriesColour,
  useChartTheme,
} from './chart-theme';
import { reportQueries, type Analytics } from './reports-api';
import './reports.css';

Chart.register(CategoryScale, LinearScale, LineElement, PointElement, BarElement, Tooltip, Legend);

type FiguresTableProps = {
  caption: string;
  headers: string[];
  rows: { label: string; values: (number | string)[] }[];
  /** The chart shows these figures; the table gives them to screen readers only. */
  hidden?: boolean;
};

function FiguresTable({ caption, headers, rows, hidden = false }: FiguresTableProps) {
  const { t } = useTranslation();
  const body = rows.map((row) => (
    <tr key={row.label}>
      <th scope="row">{row.label}</th>
      {row.values.map((value, i) => (
        <td key={i}>{value}</td>
      ))}
    </tr>
  ));
  // Shown, it is an admin table like the others: its rows become cards on a phone.
  if (!hidden) {
    return (
      <AdminTable label={t('admin.analytics.figures', { chart: caption })} columns={headers}>
        {body}
      </AdminTable>
    );
  }
  // Hidden by its box, not by itself: a table is never narrower than its cells, and would widen
  // the page on a phone.
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}

type ChartCardProps = {
  title: string;
  /** What will show here once there is something to draw; then the chart and its figures. */
  empty: string | null;
  children: ReactNode;
};

/** A chart's card: its heading, then the chart with its figures, or why there is none yet. */
function ChartCard({ title, empty, children }: ChartCardProps) {
  const id = useId();
  return (
    <section className="admin-card chart-card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {empty === null ? children : <p className="chart-empty">{empty}</p>}
    </section>
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

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The three charts, each with its figures as a table; the teams' names are the event's. */
function Charts({ analytics, site }: { analytics: Analytics; site: PublicSite }) {
  const { t, i18n } = useTranslation();
  const theme = useChartTheme();
  const base = chartBase(theme);
  const { registrationsByDay, participation } = analytics;
  // A day as people in India say it ("1 Sept"); the server's days are dates in the event's zone.
  const dayFormat = new Intl.DateTimeFormat(`${i18n.language.slice(0, 2)}-IN`, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const days = registrationsByDay.map((d) => dayFormat.format(Date.parse(`${d.day}T00:00Z`)));
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
  const registered = sum(registrationsByDay.map((d) => sum(Object.values(d.counts))));
  const registrationsData = {
    labels: days,
    datasets: keys.map((team, i) => ({
      label: label(team),
      data: cumulative[i]!,
      borderColor: seriesColour(theme, i),
      backgroundColor: seriesColour(theme, i),
    })),
  };
  const registrationsScales = {
    // Days in the middle of their share of the axis, so a first day is not on the edge.
    x: { ...labelAxis(theme, t('admin.analytics.day')), offset: true },
    y: countAxis(theme, t('admin.analytics.people')),
  };
  const played = participation.filter((p) => p.players > 0);
  const finished = participation.filter((p) => sum(p.distribution) > 0);
  // Scores from 0 to the most questions any quiz serves in a play.
  const scores = Array.from(
    { length: Math.max(0, ...finished.map((p) => p.distribution.length)) },
    (_, score) => String(score),
  );

  return (
    <>
      <ChartCard
        title={t('admin.analytics.registrations')}
        empty={registered === 0 ? t('admin.analytics.emptyRegistrations') : null}
      >
        <div className="chart-box">
          {days.length === 1 ? (
            // One day is no line: its dots would sit on each other. A bar per team says it.
            <Bar
              aria-label={t('admin.analytics.registrations')}
              role="img"
              data={registrationsData}
              options={{ ...base, scales: registrationsScales }}
            />
          ) : (
            <Line
              aria-label={t('admin.analytics.registrations')}
              role="img"
              data={registrationsData}
              options={{ ...base, scales: registrationsScales }}
            />
          )}
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
      </ChartCard>

      <ChartCard
        title={t('admin.analytics.participation')}
        empty={played.length === 0 ? t('admin.analytics.emptyParticipation') : null}
      >
        <div className="chart-box">
          <Bar
            aria-label={t('admin.analytics.participation')}
            role="img"
            data={{
              labels: played.map((p) => titleOfQuiz(p.quizId)),
              datasets: [
                {
                  label: t('admin.analytics.players'),
                  data: played.map((p) => p.players),
                  backgroundColor: seriesColour(theme, 0),
                  yAxisID: 'y',
                },
                {
                  label: t('admin.analytics.average'),
                  data: played.map((p) => p.average),
                  backgroundColor: seriesColour(theme, 1),
                  yAxisID: 'score',
                },
              ],
            }}
            options={{
              ...base,
              scales: {
                x: labelAxis(theme, t('admin.quiz')),
                y: countAxis(theme, t('admin.analytics.players')),
                score: scoreAxis(
                  theme,
                  t('admin.analytics.average'),
                  Math.max(1, ...played.map((p) => p.distribution.length - 1)),
                ),
              },
            }}
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
      </ChartCard>

      <ChartCard
        title={t('admin.analytics.distribution')}
        empty={finished.length === 0 ? t('admin.analytics.emptyDistribution') : null}
      >
        <div className="chart-box">
          <Bar
            aria-label={t('admin.analytics.distribution')}
            role="img"
            data={{
              labels: scores,
              datasets: finished.map((p, i) => ({
                label: titleOfQuiz(p.quizId),
                data: p.distribution,
                backgroundColor: seriesColour(theme, i),
              })),
            }}
            options={{
              ...base,
              scales: {
                x: labelAxis(theme, t('admin.analytics.score')),
                y: countAxis(theme, t('admin.analytics.plays')),
              },
            }}
          />
        </div>
        <FiguresTable
          caption={t('admin.analytics.distribution')}
          headers={[t('admin.quiz'), ...scores]}
          rows={finished.map((p) => ({
            label: titleOfQuiz(p.quizId),
            values: p.distribution,
          }))}
          hidden
        />
      </ChartCard>
    </>
  );
}
