// The game's figures by team and player: who joined the lobby (per team and in all), the points
// each team has from the questions revealed so far, and the podium at the end.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveGamePodium } from '../../../common/live-game';
import { AdminTable } from '../../components/admin-table';
import { formatCount } from '../../lib/format-count';
import { useTeams } from '../../lib/teams';
import type { AdminLiveGame } from './live-game-host-api';

type TeamFigure = { team: string; count: number };

/** A team as the admin area names it: its office, then its name. */
function useTeamName() {
  const teams = useTeams();
  return (key: string) => `${teams.office(key)} (${teams.label(key)})`;
}

/** A team's place among figures highest first: teams level share theirs. */
const placeOf = (count: number, figures: TeamFigure[]) =>
  1 + figures.filter((other) => other.count > count).length;

type FiguresProps = { label: string; figure: string; figures: TeamFigure[]; ranked?: boolean };

/** One row a team: its place when ranked (figures highest first), its name and its figure. */
function TeamFigures({ label, figure, figures, ranked = false }: FiguresProps) {
  const { t } = useTranslation();
  const teamName = useTeamName();
  const columns = [t('liveGame.team'), figure];
  return (
    <AdminTable label={label} columns={ranked ? [t('liveGame.place'), ...columns] : columns}>
      {figures.map(({ team, count }) => (
        <tr key={team}>
          {ranked && <td>{placeOf(count, figures)}</td>}
          <th scope="row">{teamName(team)}</th>
          <td className="live-host-figure">{formatCount(count)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** The lobby: who has joined, per team and in all. */
export function LobbyJoins({ host }: { host: AdminLiveGame }) {
  const { t } = useTranslation();
  const { game } = host;
  const headingId = useId();
  const label = t('liveGame.joined.heading', { count: game.joinedTotal });
  return (
    <section className="admin-card live-host-joined" aria-labelledby={headingId}>
      <h3 id={headingId}>{label}</h3>
      <TeamFigures
        label={t('liveGame.joined.perTeam')}
        figure={t('liveGame.joined.players')}
        figures={game.joined}
      />
    </section>
  );
}

/** The teams' points from the questions revealed so far, highest first. */
export function GamePoints({ host }: { host: AdminLiveGame }) {
  const { t } = useTranslation();
  const headingId = useId();
  const label = t('liveGame.points.heading');
  return (
    <section className="admin-card live-host-points" aria-labelledby={headingId}>
      <h3 id={headingId}>{label}</h3>
      {!host.countsForTeams && <p className="field-hint">{t('liveGame.points.podiumOnly')}</p>}
      <TeamFigures
        label={t('liveGame.points.perTeam')}
        figure={t('liveGame.points.points')}
        figures={host.game.teams}
        ranked
      />
    </section>
  );
}

/** The end: the teams by their points in the game, then the top players by name. */
export function Podium({ podium }: { podium: LiveGamePodium }) {
  const { t } = useTranslation();
  const teamName = useTeamName();
  const label = t('liveGame.podium.heading');
  const playersLabel = t('liveGame.podium.players');
  const headingId = useId();
  return (
    <section className="admin-card live-host-wide live-host-podium" aria-labelledby={headingId}>
      <h3 id={headingId}>{label}</h3>
      <TeamFigures
        label={t('liveGame.podium.teams')}
        figure={t('liveGame.points.points')}
        figures={podium.teams}
        ranked
      />
      <h4>{playersLabel}</h4>
      {podium.players.length === 0 ? (
        <p className="field-hint">{t('liveGame.podium.nobody')}</p>
      ) : (
        <AdminTable
          label={playersLabel}
          columns={[
            t('liveGame.place'),
            t('liveGame.podium.name'),
            t('liveGame.team'),
            t('liveGame.points.points'),
          ]}
        >
          {podium.players.map((player) => (
            <tr key={`${player.rank}-${player.name}`}>
              <td>{player.rank}</td>
              <th scope="row">{player.name}</th>
              <td>{teamName(player.team)}</td>
              <td className="live-host-figure">{formatCount(player.points)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
