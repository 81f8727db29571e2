// A live game's end on a venue screen: its leading teams on the podium, then its top players,
// named as this screen names people (the server names them so; until that read arrives, the
// teams stand alone).
import { useTranslation } from 'react-i18next';
import type { PublicTeam } from '../../../common/api';
import type { LiveGamePodium, LiveGameState } from '../../../common/live-game';
import { quizTitle } from '../../lib/quiz-title';
import { PodiumStands } from './podium-stands';

type Props = {
  state: LiveGameState;
  podium: LiveGamePodium | null;
  labelOf: (key: string) => string;
  logos: PublicTeam[];
};

export function LivePodium({ state, podium, labelOf, logos }: Props) {
  const { t, i18n } = useTranslation();
  // Until the podium's read arrives, the teams with points stand, as the server's podium has them.
  const teams = (podium?.teams ?? state.teams.filter((team) => team.count > 0)).map((team) => ({
    key: team.team,
    label: labelOf(team.team),
    points: team.count,
  }));
  const players = podium?.players ?? [];

  return (
    <section
      className="screen-takeover screen-podium screen-live-podium"
      aria-labelledby="screen-podium"
    >
      <h2 id="screen-podium" className="screen-takeover-label">
        {t('screen.liveFinal', { quiz: quizTitle(state.title, i18n.language) })}
      </h2>
      <div className="screen-podium-body">
        <PodiumStands teams={teams} logos={logos} />
        {players.length > 0 && (
          <section className="screen-podium-players" aria-labelledby="screen-podium-players">
            <h3 id="screen-podium-players">{t('screen.topPlayers')}</h3>
            <ol className="screen-podium-list">
              {players.map((player) => (
                <li key={`${player.rank}|${player.name}`} className="screen-podium-player">
                  <span className="screen-podium-rank" aria-hidden="true">
                    {player.rank}
                  </span>
                  <span className="visually-hidden">{t('screen.rank', { rank: player.rank })}</span>
                  <span className="screen-podium-name">{player.name}</span>
                  <span className="screen-podium-score">
                    {t('screen.points', { count: player.points })}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
    </section>
  );
}
