// The logo of the user's team (their regional office), as organisers set it.
import { useTranslation } from 'react-i18next';
import { localized } from '../../common/event';
import { useSite } from '../lib/site-api';
import { SiteImage } from './site-image';

export function RegionLogo({ team }: { team: string }) {
  const { t, i18n } = useTranslation();
  const shown = useSite()?.teams.find((candidate) => candidate.key === team);
  // A team without a logo shows nothing rather than an empty box.
  if (shown && !shown.logo) return null;
  return (
    <SiteImage
      image={shown?.logo}
      alt={t('home.regionLogo', { region: shown ? localized(shown.office, i18n.language) : '' })}
      width={120}
      height={120}
      sizes="110px"
      className="region-logo"
    />
  );
}
