// Teams (/teams): the event logo and one picture of all the teams.
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { SiteImage } from '../../components/site-image';
import { useSite } from '../../lib/site-api';
import './teams.css';

export function TeamsPage() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <Page name="teams" title={t('teams.title')} logo>
      <SiteImage
        image={site?.brand.teamsAll}
        alt={t('teams.alt')}
        width={1200}
        height={800}
        className="framed-image teams-image"
      />
    </Page>
  );
}
