// The teams as the hall sees them: ranked by points (ties in the organisers' order), each with its
// logo, its registrations against its capacity, and its points; a row that overtakes glides up.
// The rows share the screen's height, and every name shows whole: a long one shrinks, then wraps.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicTeam } from '../../../common/api';
import { rankTeams, registrationPercent, type TeamStat } from '../../../common/dashboard';
import { SiteImage } from '../../components/site-image';
import { STANDINGS_FLOOR_VH, standingsSizeVh } from './standings-size';
import { useFitText } from './use-fit-text';
import { useReorderAnimation } from './use-reorder-animation';

const widerThanItsColumn = (name: HTMLElement) => name.scrollWidth > name.clientWidth;
/** A name still too wide at the floor takes a second line rather than being cut. */
const wrapAtFloor = (name: HTMLElement, fits: boolean) =>
  name.classList.toggle('screen-team-name-wrap', !fits);

export function TeamName({ label, sizeVh }: { label: string; sizeVh: number }) {
  const ref = useFitText<HTMLSpanElement>(
    label,
    { largest: sizeVh, smallest: STANDINGS_FLOOR_VH },
    widerThanItsColumn,
    wrapAtFloor,
  );
  return (
    <span ref={ref} className="screen-team-name">
      {label}
    </span>
  );
}

export function TeamStandings({ teams, logos }: { teams: TeamStat[]; logos: PublicTeam[] }) {
  const { t } = useTranslation();
  const ranked = rankTeams(teams, (team) => team.points);
  const rowRef = useReorderAnimation(ranked.map((team) => team.key).join());
  const logoOf = new Map(logos.map((team) => [team.key, team.logo]));
  const sizeVh = standingsSizeVh(ranked.length);

  return (
    <section className="screen-panel screen-standings" aria-labelledby="screen-standings">
      <h2 id="screen-standings">{t('screen.standings')}</h2>
      <table style={{ '--standings-size': `${sizeVh}vh` } as CSSProperties}>
        <thead>
          <tr>
            <th scope="col" className="screen-rank-column">
              <span className="visually-hidden">#</span>
            </th>
            <th scope="col">{t('screen.team')}</th>
            <th scope="col" className="screen-registered-column">
              {t('screen.registered')}
            </th>
            <th scope="col" className="screen-number screen-points-column">
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
                    <TeamName label={team.label} sizeVh={sizeVh} />
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
