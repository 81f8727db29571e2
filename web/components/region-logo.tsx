// The logo of the user's regional office.
import { useTranslation } from 'react-i18next';
import type { Rso } from '../../common/teams';
import { brand } from '../lib/brand';

export function RegionLogo({ rso }: { rso: Rso }) {
  const { t } = useTranslation();
  return (
    <img
      src={brand.regionLogo(rso)}
      alt={t('home.regionLogo', { region: t(`rso.${rso}`) })}
      width={120}
      height={120}
      className="region-logo"
    />
  );
}
