// Landing (/): the welcome image, the event logo with the event's name under it, and the way in.
import { useTranslation } from 'react-i18next';
import { EventLogo } from '../../components/event-logo';
import { EventName } from '../../components/event-name';
import { Link } from 'react-router';
import { useSite } from '../../lib/site-api';
import { SiteImage } from '../../components/site-image';

export function LandingPage() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <div className="page landing">
      <SiteImage
        className="landing-welcome"
        image={site?.brand.welcome}
        sizes="(max-width: 40rem) 100vw, 640px"
        fetchPriority="high"
        alt={t('brand.welcome')}
        width={800}
        height={500}
      />
      <EventLogo className="landing-logo" />
      <EventName />
      <Link to="/register" className="button button-primary button-large">
        {t('landing.cta')}
      </Link>
    </div>
  );
}
