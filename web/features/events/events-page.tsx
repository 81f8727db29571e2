// Events (/event): the way to the itinerary, the videos and the post-event page.
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageLinks } from '../../components/page-links';

export function EventsPage() {
  const { t } = useTranslation();
  return (
    <Page name="events" title={t('events.title')} logo>
      <PageLinks
        links={[
          { to: '/eventitinerary', label: t('events.itinerary') },
          { to: '/event-videos', label: t('events.videos') },
          { to: '/comingsoon', label: t('events.postEvent') },
        ]}
      />
    </Page>
  );
}
