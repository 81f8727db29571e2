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
import { RSO_KEYS } from '../../../common/teams';
import { useSite } from '../../lib/use-site';
import { adminApi } from './admin-api';

Chart.register(CategoryScale, LinearScale, LineElement, PointElement, BarElement, Tooltip, Legend);

const TEAM_COLOURS = ['#06b6d4', '#16a34a', '#ea580c', '#eab308', '#dc2626', '#2563eb', '#9333ea'];
const POOL_COLOURS = ['#312e81', '#be185d', '#c2410c'];

export function AnalyticsPage() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const result = useQuery({ queryKey: ['admin', 'analytics'], queryFn: adminApi.analytics });
  if (!result.data || !site) return <p role="status">{t('common.loading')}</p>;
  const { registrationsByDay, participation } = result.data;
  const days = registrationsByDay.map((d) => d.day);
  const label = (rso: string) => site.teams.find((team) => team.key === rso)?.label ?? rso;
  const poolTitle = (pool: string) => t(`quiz.titles.${pool as 'quiz1'}`);

  // Running totals, so each line shows a team filling up towards its capacity.
  const cumulative = RSO_KEYS.map((rso) => {
    let total = 0;
    return registrationsByDay.map((d) => (total += d.counts[rso] ?? 0));
  });

  return (
    <div className="admin-section">
      <h2>{t('admin.sections.analytics')}</h2>

      <section className="admin-card">
        <h3>{t('admin.analytics.registrations')}</h3>
        <div className="chart-box">
          <Line
            aria-label={t('admin.analytics.registrations')}
            role="img"
            data={{
              labels: days,
              datasets: RSO_KEYS.map((rso, i) => ({
                label: label(rso),
                data: cumulative[i]!,
                borderColor: TEAM_COLOURS[i],
                backgroundColor: TEAM_COLOURS[i],
              })),
            }}
            options={{ responsive: true, maintainAspectRatio: false, animation: false }}
          />
        </div>
        <table className="visually-hidden">
          <caption>{t('admin.analytics.registrations')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.analytics.day')}</th>
              {RSO_KEYS.map((rso) => (
                <th key={rso} scope="col">
                  {label(rso)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, row) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                {RSO_KEYS.map((rso, i) => (
                  <td key={rso}>{cumulative[i]![row]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="admin-card">
        <h3>{t('admin.analytics.participation')}</h3>
        <div className="chart-box">
          <Bar
            aria-label={t('admin.analytics.participation')}
            role="img"
            data={{
              labels: participation.map((p) => poolTitle(p.pool)),
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
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.quiz')}</th>
              <th scope="col">{t('admin.analytics.players')}</th>
              <th scope="col">{t('admin.completed')}</th>
              <th scope="col">{t('admin.analytics.average')}</th>
            </tr>
          </thead>
          <tbody>
            {participation.map((p) => (
              <tr key={p.pool}>
                <th scope="row">{poolTitle(p.pool)}</th>
                <td>{p.players}</td>
                <td>{p.completed}</td>
                <td>{p.average}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
                label: poolTitle(p.pool),
                data: p.distribution,
                backgroundColor: POOL_COLOURS[i],
              })),
            }}
            options={{ responsive: true, maintainAspectRatio: false, animation: false }}
          />
        </div>
        <table className="visually-hidden">
          <caption>{t('admin.analytics.distribution')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.quiz')}</th>
              {[0, 1, 2, 3, 4, 5].map((score) => (
                <th key={score} scope="col">
                  {score}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {participation.map((p) => (
              <tr key={p.pool}>
                <th scope="row">{poolTitle(p.pool)}</th>
                {p.distribution.map((count, score) => (
                  <td key={score}>{count}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
