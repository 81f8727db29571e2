// Teams (/teams): the event logo, the picture of every team's emblem, and the teams' names as text
// in the organisers' order (a renamed team is renamed here at once; no name is a picture's pixels).
import { useTranslation } from 'react-i18next';
import { EventLogo } from '../../components/event-logo';
import { SiteImage } from '../../components/site-image';
import { useSite } from '../../lib/site-api';
import { useTeams } from '../../lib/teams';
import './teams.css';

export function TeamsPage() {
  const { t } = useTranslation();
  const site = useSite();
  const { teams, label, office } = useTeams();
  return (
    <div className="page teams">
      <EventLogo className="page-logo" />
      <h1>{t('teams.title')}</h1>
      <SiteImage
        image={site?.brand.teamsAll}
        alt={t('teams.alt')}
        width={1200}
        height={800}
        className="teams-image"
      />
      <ul className="teams-names">
        {teams.map((team) => (
          <li key={team.key}>
            <span className="teams-label">{label(team.key)}</span>
            <span className="teams-office">{office(team.key)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
