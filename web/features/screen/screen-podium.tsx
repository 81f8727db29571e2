// The moment a contest closes, full screen: the leading teams on a podium (first in the middle,
// second and third either side) and the contest's best players, until the server's `until`.
import { useTranslation } from 'react-i18next';
import type { PublicTeam } from '../../../common/api';
import type { Podium } from '../../../common/venue-api';
import { quizTitle } from '../../lib/quiz-title';
import { PodiumStands } from './podium-stands';

export function ScreenPodium({ podium, logos }: { podium: Podium; logos: PublicTeam[] }) {
  const { t, i18n } = useTranslation();

  return (
    <section className="screen-takeover screen-podium" aria-labelledby="screen-podium">
      <h2 id="screen-podium" className="screen-takeover-label">
        {t('screen.quizClosed', { quiz: quizTitle(podium.quiz.title, i18n.language) })}
      </h2>
      <div className="screen-podium-body">
        <PodiumStands teams={podium.teams} logos={logos} />
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
