// Teams (/teams): the event logo and one picture of all the teams.
import { useTranslation } from 'react-i18next';
import { EventLogo } from '../../components/event-logo';
import { SiteImage } from '../../components/site-image';
import { useSite } from '../../lib/site-api';
import './teams.css';

export function TeamsPage() {
  const { t } = useTranslation();
  const site = useSite();
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
    </div>
  );
}
