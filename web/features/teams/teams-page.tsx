// Teams (/teams): the event logo and one picture of all seven teams.
import { useTranslation } from 'react-i18next';
import { EventLogo } from '../../components/event-logo';
import { brand } from '../../lib/brand';
import './teams.css';

export function TeamsPage() {
  const { t } = useTranslation();
  return (
    <div className="page teams">
      <EventLogo className="page-logo" />
      <h1>{t('teams.title')}</h1>
      <img
        src={brand.teamsAll}
        alt={t('teams.alt')}
        width={1200}
        height={800}
        className="teams-image"
      />
    </div>
  );
}
