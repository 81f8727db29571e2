// The teams as the hall sees them: ranked by points (ties in the organisers' order), each with its
// logo, its registrations against its capacity, and its points; a row that overtakes glides up.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicTeam } from '../../../common/api';
import { registrationPercent, type TeamStat } from '../../../common/dashboard';
import { SiteImage } from '../../components/site-image';
import { useReorderAnimation } from './use-reorder-animation';

export function TeamStandings({ teams, logos }: { teams: TeamStat[]; logos: PublicTeam[] }) {
  const { t } = useTranslation();
  // A stable sort: teams level on points keep the organisers' order.
  const ranked = [...teams].sort((a, b) => b.points - a.points);
  const rowRef = useReorderAnimation(ranked.map((team) => team.key).join());
  const logoOf = new Map(logos.map((team) => [team.key, team.logo]));

  return (
    <section className="screen-panel screen-standings" aria-labelledby="screen-standings">
      <h2 id="screen-standings">{t('screen.standings')}</h2>
      <table style={{ '--team-rows': ranked.length } as CSSProperties}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">#</span>
            </th>
            <th scope="col">{t('screen.team')}</th>
            <th scope="col">{t('screen.registered')}</th>
            <th scope="col" className="screen-number">
              {t('screen.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ranked.map((team, index) => {
            const percent = registrationPercent(team.registrations, team.capacity);
            return (
              <tr key={team.key} ref={rowRef(team.key)}>
                <td className="screen-rank">{index + 1}</td>
                <th scope="row">
                  <span className="screen-team">
                    <SiteImage
                      className="screen-team-logo"
                      image={logoOf.get(team.key)}
                      alt=""
                      width={64}
                      height={64}
                    />
                    <span className="screen-team-name">{team.label}</span>
                  </span>
                </th>
                <td className="screen-registered">
                  <span className="screen-bar" aria-hidden="true">
                    <span style={{ width: `${Math.min(percent, 100)}%` }} />
                  </span>
                  <span className="screen-percent">{percent}%</span>
                </td>
                <td className="screen-number screen-points">{team.points}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
