// The event's logo, used on most screens, and the words that stand for it.
import { useTranslation } from 'react-i18next';
import { useSite } from '../lib/site-api';
import { SiteImage } from './site-image';

/**
 * The logo's text alternative: the event's name as organisers set it. The spec's own event keeps
 * its name in the reader's language (the translations carry it); a renamed event is named as typed.
 */
export function useEventLogoAlt(): string {
  const { t, i18n } = useTranslation();
  const name = useSite()?.event.name;
  const standard = i18n.getFixedT('en')('brand.eventLogo');
  return name && name !== standard ? name : t('brand.eventLogo');
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
