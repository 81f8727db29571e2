// Landing (/): the welcome image, the event logo and the way in.
import { useTranslation } from 'react-i18next';
import { EventLogo } from '../../components/event-logo';
import { Link } from 'react-router';
import { brand } from '../../lib/brand';

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="page landing">
      <h1 className="visually-hidden">{t('landing.title')}</h1>
      <img
        className="landing-welcome"
        src={brand.welcome}
        alt={t('brand.welcome')}
        width={800}
        height={500}
      />
      <EventLogo className="landing-logo" />
      <Link to="/register" className="button button-primary button-large">
        {t('landing.cta')}
      </Link>
    </div>
  );
}
