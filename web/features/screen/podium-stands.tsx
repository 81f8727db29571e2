// The leading teams on a podium, full size: second, first and third side by side, each on a block
// as high as its place, with its logo and points. A contest's podium and the live game's share it.
import { useTranslation } from 'react-i18next';
import type { PublicTeam } from '../../../common/api';
import { SiteImage } from '../../components/site-image';

/** Where each place stands, left to right: second, first and third. */
const STAND_ORDER = [1, 0, 2];

export type StandingTeam = { key: string; label: string; points: number };

/** `teams` ranked, first first; the first three stand. */
export function PodiumStands({ teams, logos }: { teams: StandingTeam[]; logos: PublicTeam[] }) {
  const { t } = useTranslation();
  const logoOf = new Map(logos.map((team) => [team.key, team.logo]));
  const standing = STAND_ORDER.flatMap((place) => {
    const team = teams[place];
    return team ? [{ team, place: place + 1 }] : [];
  });

  return (
    <section className="screen-podium-teams" aria-labelledby="screen-podium-teams">
      <h3 id="screen-podium-teams">{t('screen.leadingTeams')}</h3>
      <ol className="screen-stands">
        {standing.map(({ team, place }) => (
          <li key={team.key} className={`screen-stand screen-stand-${place}`} value={place}>
            <SiteImage
              className="screen-stand-logo"
              image={logoOf.get(team.key)}
              alt=""
              width={64}
              height={64}
            />
            <span className="screen-stand-name">{team.label}</span>
            <span className="screen-stand-points">
              {t('screen.points', { count: team.points })}
            </span>
            <span className="screen-stand-block">
              <span className="visually-hidden">{t('screen.rank', { rank: place })}</span>
              <span aria-hidden="true">{place}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
