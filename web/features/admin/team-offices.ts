// The event's teams as the admin screens name them: by their office, in the reader's language, as
// organisers set them up (Admin → Teams); a key the setup no longer has is shown as it is.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../common/event';
import { siteQueries } from '../../lib/site-api';

export function useTeamOffices() {
  const { i18n } = useTranslation();
  const teams = useQuery(siteQueries.publicSite()).data?.teams ?? [];
  const officeOf = (key: string) => {
    const team = teams.find((candidate) => candidate.key === key);
    return team ? localized(team.office, i18n.language) : key;
  };
  return { teams, officeOf };
}
