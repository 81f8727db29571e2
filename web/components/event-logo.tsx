// The event's logo, used on most screens.
import { useTranslation } from 'react-i18next';
import { brand } from '../lib/brand';

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
  return (
    <img
      className={className}
      src={brand.eventLogo}
      alt={t('brand.eventLogo')}
      width={width}
      height={height}
    />
  );
}
