// Events (/event): the way to the itinerary, the videos and the post-event page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventLogo } from '../../components/event-logo';

export function EventsPage() {
  const { t } = useTranslation();
  return (
    <div className="page events">
      <EventLogo className="page-logo" />
      <h1>{t('events.title')}</h1>
      <div className="button-stack">
        <Link to="/eventitinerary" className="button button-primary button-large">
          {t('events.itinerary')}
        </Link>
        <Link to="/event-videos" className="button button-primary button-large">
          {t('events.videos')}
        </Link>
        <Link to="/comingsoon" className="button button-primary button-large">
          {t('events.postEvent')}
        </Link>
      </div>
    </div>
  );
}
