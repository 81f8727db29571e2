// A dashboard table: one row per team, highest first, ties in the organisers' order of the teams,
// each with its place, its figure and a bar of it; the reader's own team marked, and a row that
// moves on a live change glides to its new place.
import { useTranslation } from 'react-i18next';
import { rankTeams, type TeamStat } from '../../../common/dashboard';
import { useTeams } from '../../lib/teams';
import { useReorderAnimation } from '../screen/use-reorder-animation';

type Props = {
  caption: string;
  valueHeading: string;
  teams: TeamStat[];
  value: (team: TeamStat) => number;
  format?: (value: number) => string;
  /** What a full bar stands for: 100 for a percentage; the highest value when left out. */
  fullBar?: number;
  /** The signed-in player's team, marked. */
  mine?: string | undefined;
  empty: string;
};

export function TeamTable({
  caption,
  valueHeading,
  teams,
  value,
  format = String,
  fullBar,
  mine,
  empty,
}: Props) {
  const { t } = useTranslation();
  const names = useTeams();
  const ranked = rankTeams(teams, value);
  const rowRef = useReorderAnimation(ranked.map((team) => team.key).join());
  // The team's name in the reader's language once the setup is read; the server's until then.
  const labelOf = (team: TeamStat) =>
    names.teams.some((known) => known.key === team.key) ? names.label(team.key) : team.label;
  const full = fullBar ?? Math.max(...ranked.map(value));
  if (teams.every((team) => value(team) === 0)) return <p className="empty-state">{empty}</p>;
  return (
    <div className="card team-table-card">
      <table className="team-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="team-rank">
              <span className="visually-hidden">{t('dashboard.place')}</span>
            </th>
            <th scope="col">{t('dashboard.teams')}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {ranked.map((team, index) => {
            const shown = value(team);
            const share = full > 0 ? Math.min(shown / full, 1) : 0;
            return (
              <tr
                key={team.key}
                ref={rowRef(team.key)}
                data-team={team.key}
                className={team.key === mine ? 'is-mine' : undefined}
              >
                <td className="team-rank">{index + 1}</td>
                <th scope="row">
                  {labelOf(team)}
                  {team.key === mine && (
                    <>
                      {' '}
                      <span className="team-mine">{t('dashboard.yourTeam')}</span>
                    </>
                  )}
                </th>
                <td>
                  <span className="team-figure">
                    <span className="team-bar" aria-hidden="true">
                      <span
                        className={shown > 0 ? 'has-value' : undefined}
                        style={{ width: `${share * 100}%` }}
                      />
                    </span>
                    <span className="team-value">{format(shown)}</span>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
