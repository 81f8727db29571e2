// Shown for a section whose screen is not open yet, so a signed-in user never meets a blank page.
import { useTranslation } from 'react-i18next';
import { EventLogo } from '../../components/event-logo';

export function PendingPage() {
  const { t } = useTranslation();
  return (
    <div className="page pending">
      <EventLogo width={300} height={150} />
      <h1>{t('pending.title')}</h1>
      <p>{t('pending.text')}</p>
    </div>
  );
}
