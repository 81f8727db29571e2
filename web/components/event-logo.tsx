// The event's logo, used on most screens.
import { useTranslation } from 'react-i18next';
import { useSite } from '../lib/site-api';
import { SiteImage } from './site-image';

export function EventLogo({
  className,
  width = 600,
  height = 300,
}: {
  className?: string;
  width?: number;
  height?: number;
}) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <SiteImage
      className={className}
      image={site?.brand.eventLogo}
      alt={t('brand.eventLogo')}
      width={width}
      height={height}
    />
  );
}
