// The teams' points in a live game, as bars beside each reveal: ranked, highest first (ties in the
// organisers' order, as the server sends them); a team that overtakes glides up, and its bar grows.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveGameState } from '../../../common/live-game';
import { standingsSizeVh } from './standings-size';
import { TeamName } from './team-standings';
import { useReorderAnimation } from './use-reorder-animation';

type Props = { teams: LiveGameState['teams']; labelOf: (key: string) => string };

export function LiveTeamBars({ teams, labelOf }: Props) {
  const { t } = useTranslation();
  const rowRef = useReorderAnimation(teams.map((team) => team.team).join());
  const most = Math.max(1, ...teams.map((team) => team.count));
  const sizeVh = standingsSizeVh(teams.length);
  // Equal points share a place.
  const ranks = teams.map((team) => teams.findIndex((other) => other.count === team.count) + 1);

  return (
    <section className="screen-panel screen-live-teams" aria-labelledby="live-teams">
      <h3 id="live-teams">{t('screen.liveTeams')}</h3>
      <ol style={{ '--standings-size': `${sizeVh}vh` } as CSSProperties}>
        {teams.map((team, index) => (
          <li key={team.team} ref={rowRef(team.team)} className="screen-live-team">
            <span className="screen-live-team-bar" aria-hidden="true">
              <span style={{ width: `${(team.count / most) * 100}%` }} />
            </span>
            <span className="screen-rank" aria-hidden="true">
              {ranks[index]}
            </span>
            <span className="visually-hidden">{t('screen.rank', { rank: ranks[index] })}</span>
            <TeamName label={labelOf(team.team)} sizeVh={sizeVh} />
            <span className="screen-live-team-points">
              <span aria-hidden="true">{team.count}</span>
              <span className="visually-hidden">{t('screen.points', { count: team.count })}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
