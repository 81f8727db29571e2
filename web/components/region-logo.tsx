// The logo of the user's team (their regional office), as organisers set it.
import { useTranslation } from 'react-i18next';
import { localized } from '../../common/event';
import { useSite } from '../lib/site-api';
import { SiteImage } from './site-image';

export function RegionLogo({ rso }: { rso: string }) {
  const { t, i18n } = useTranslation();
  const team = useSite()?.teams.find((candidate) => candidate.key === rso);
  // A team without a logo shows nothing rather than an empty box.
  if (team && !team.logo) return null;
  return (
    <SiteImage
      image={team?.logo}
      alt={t('home.regionLogo', { region: team ? localized(team.office, i18n.language) : '' })}
      width={120}
      height={120}
      sizes="110px"
      className="region-logo"
    />
  );
}
