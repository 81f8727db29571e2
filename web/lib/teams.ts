// The event's teams as organisers set them, with their names in the reader's language.
import { useTranslation } from 'react-i18next';
import type { PublicTeam } from '../../common/api';
import { localized } from '../../common/event';
import { useSite } from './site-api';

export type TeamNames = {
  /** In the organisers' order; empty until the setup is read. */
  teams: PublicTeam[];
  /** The office's name ("Lucknow"); the key itself for a team that is gone. */
  office: (key: string) => string;
  /** The team's name ("Krrish"). */
  label: (key: string) => string;
};

export function useTeams(): TeamNames {
  const { i18n } = useTranslation();
  const teams = useSite()?.teams ?? [];
  const find = (key: string) => teams.find((team) => team.key === key);
  return {
    teams,
    office: (key) => {
      const team = find(key);
      return team ? localized(team.office, i18n.language) : key;
    },
    label: (key) => {
      const team = find(key);
      return team ? localized(team.label, i18n.language) : key;
    },
  };
}
