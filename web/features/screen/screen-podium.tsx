// The moment a contest closes, full screen: the leading teams on a podium (first in the middle,
// second and third either side) and the contest's best players, until the server's `until`.
import { useTranslation } from 'react-i18next';
import type { PublicTeam } from '../../../common/api';
import type { Podium } from '../../../common/venue-api';
import { SiteImage } from '../../components/site-image';
import { quizTitle } from '../../lib/quiz-title';

/** Where each place stands, left to right: second, first, third. */
const STAND_ORDER = [1, 0, 2];

export function ScreenPodium({ podium, logos }: { podium: Podium; logos: PublicTeam[] }) {
  const { t, i18n } = useTranslation();
  const logoOf = new Map(logos.map((team) => [team.key, team.logo]));
  const standing = STAND_ORDER.flatMap((place) => {
    const team = podium.teams[place];
    return team ? [{ team, place: place + 1 }] : [];
  });

  return (
    <section className="screen-takeover screen-podium" aria-labelledby="screen-podium">
      <h2 id="screen-podium" className="screen-takeover-label">
        {t('screen.quizClosed', { quiz: quizTitle(podium.quiz.title, i18n.language) })}
      </h2>
      <div className="screen-podium-body">
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
        <section className="screen-podium-players" aria-labelledby="screen-podium-players">
          <h3 id="screen-podium-players">{t('screen.topPlayers')}</h3>
          <ol className="screen-podium-list">
            {podium.players.map((player) => (
              <li key={`${player.rank}|${player.name}`} className="screen-podium-player">
                <span className="screen-podium-rank" aria-hidden="true">
                  {player.rank}
                </span>
                <span className="visually-hidden">{t('screen.rank', { rank: player.rank })}</span>
                <span className="screen-podium-name">{player.name}</span>
                <span className="screen-podium-score">
                  {t('screen.points', { count: player.score })}
                </span>
                {player.timeTakenMs !== null && (
                  <span className="screen-podium-time">
                    {t('screen.seconds', { value: (player.timeTakenMs / 1000).toFixed(1) })}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </section>
  );
}
