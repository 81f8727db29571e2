// /admin/analytics: registrations over time per team, quiz participation and averages, score spread.
// Each chart has its figures in a table beside it for screen readers.
import { useQuery } from '@tanstack/react-query';
import {
  BarElement,
  CategoryScale,
  Chart,
  type ChartData,
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

/** The participation table's columns, by their headings' texts. */
const PARTICIPATION_HEADERS = [
  'admin.quiz',
  'admin.analytics.players',
  'admin.completed',
  'admin.analytics.average',
] as const;

/** A quiz's scores, out of its five questions. */
const SCORES = ['0', '1', '2', '3', '4', '5'];

const CHART_OPTIONS = { responsive: true, maintainAspectRatio: false, animation: false } as const;

type ChartCardProps = Omit<FiguresTableProps, 'caption'> & {
  /** The card's heading, which names its chart and its table too. */
  heading: string;
  chart: { kind: 'line'; data: ChartData<'line'> } | { kind: 'bar'; data: ChartData<'bar'> };
};

/** A chart under its heading, with its figures as a table (for screen readers, where `hidden`). */
function ChartCard({ heading, chart, ...figures }: ChartCardProps) {
  return (
    <section className="admin-card">
      <h3>{heading}</h3>
      <div className="chart-box">
        {chart.kind === 'line' ? (
          <Line aria-label={heading} role="img" data={chart.data} options={CHART_OPTIONS} />
        ) : (
          <Bar aria-label={heading} role="img" data={chart.data} options={CHART_OPTIONS} />
        )}
      </div>
      <FiguresTable caption={heading} {...figures} />
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
      <ChartCard
        heading={t('admin.analytics.registrations')}
        chart={{
          kind: 'line',
          data: {
            labels: days,
            datasets: keys.map((team, i) => ({
              label: label(team),
              data: cumulative[i]!,
              borderColor: teamColour(i),
              backgroundColor: teamColour(i),
            })),
          },
        }}
        headers={[t('admin.analytics.day'), ...keys.map(label)]}
        rows={days.map((day, row) => ({
          label: day,
          values: keys.map((_, i) => cumulative[i]![row]!),
        }))}
        hidden
      />
      <ChartCard
        heading={t('admin.analytics.participation')}
        chart={{
          kind: 'bar',
          data: {
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
          },
        }}
        headers={PARTICIPATION_HEADERS.map((heading) => t(heading))}
        rows={participation.map((p) => ({
          label: titleOfQuiz(p.quizId),
          values: [p.players, p.completed, p.average],
        }))}
      />
      <ChartCard
        heading={t('admin.analytics.distribution')}
        chart={{
          kind: 'bar',
          data: {
            labels: SCORES,
            datasets: participation.map((p, i) => ({
              label: titleOfQuiz(p.quizId),
              data: p.distribution,
              backgroundColor: QUIZ_COLOURS[i],
            })),
          },
        }}
        headers={[t('admin.quiz'), ...SCORES]}
        rows={participation.map((p) => ({ label: titleOfQuiz(p.quizId), values: p.distribution }))}
        hidden
      />
    </>
  );
}
