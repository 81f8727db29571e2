// The options of a profile's two lists, the same where a player fills in their profile and where an
// organiser corrects one: the genders, and the event's teams by their office.
import { useTranslation } from 'react-i18next';
import { GENDERS } from '../../common/genders';
import { useTeams } from '../lib/teams';

export function GenderOptions() {
  const { t } = useTranslation();
  return GENDERS.map((gender) => (
    <option key={gender} value={gender}>
      {t(`profile.genders.${gender}`)}
    </option>
  ));
}

export function TeamOptions() {
  const teams = useTeams();
  return teams.teams.map((team) => (
    <option key={team.key} value={team.key}>
      {teams.office(team.key)}
    </option>
  ));
}
