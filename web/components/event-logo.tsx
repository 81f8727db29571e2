// The event's logo, used on most screens, and the words that stand for it.
import { useTranslation } from 'react-i18next';
import { useSite } from '../lib/site-api';
import { useEventName } from './event-name';
import { SiteImage } from './site-image';

/** The logo's text alternative: the event's name (useEventName), the standard one until it is read. */
export function useEventLogoAlt(): string {
  const { t } = useTranslation();
  return useEventName() ?? t('brand.eventLogo');
}

export function EventLogo({
  className,
  width = 600,
  height = 300,
  fetchPriority,
}: {
  className?: string;
  width?: number;
  height?: number;
  /** High where the logo is the screen's largest picture, asked for before the others. */
  fetchPriority?: 'high';
}) {
  const site = useSite();
  return (
    <SiteImage
      className={className}
      image={site?.brand.eventLogo}
      alt={useEventLogoAlt()}
      width={width}
      height={height}
      fetchPriority={fetchPriority}
    />
  );
}
