// A dashboard table: one row per team, highest first, ties in the organisers' order of the teams.
import { useTranslation } from 'react-i18next';
import { rankTeams, type TeamStat } from '../../../common/dashboard';
import { useTeams } from '../../lib/teams';

type Props = {
  caption: string;
  valueHeading: string;
  teams: TeamStat[];
  value: (team: TeamStat) => number;
  format?: (value: number) => string;
  empty: string;
};

export function TeamTable({ caption, valueHeading, teams, value, format = String, empty }: Props) {
  const { t } = useTranslation();
  const names = useTeams();
  // The team's name in the reader's language once the setup is read; the server's until then.
  const labelOf = (team: TeamStat) =>
    names.teams.some((known) => known.key === team.key) ? names.label(team.key) : team.label;
  if (teams.every((team) => value(team) === 0)) return <p className="empty-state">{empty}</p>;
  return (
    <div className="card team-table-card">
      <table className="team-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.teams')}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {rankTeams(teams, value).map((team) => (
            <tr key={team.key} data-team={team.key}>
              <th scope="row">{labelOf(team)}</th>
              <td>{format(value(team))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
