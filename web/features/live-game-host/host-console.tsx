// A running game on the host's console: its title and phase in words with the moves beside them,
// then what the phase is about: the lobby's joins, the question with its answers arriving, the
// teams' points, the questions played (their keys to fix) and, at the end, the podium.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../common/event';
import { formatCount } from '../../lib/format-count';
import { GameCommands } from './game-commands';
import { GamePoints, LobbyJoins, Podium } from './game-standings';
import type { AdminLiveGame } from './live-game-host-api';
import { LiveQuestion } from './live-question';
import { PlayedQuestions } from './played-questions';

type Props = {
  host: AdminLiveGame;
  /** When this computer received the state (its clock), for the countdowns. */
  receivedAt: number;
};

export function HostConsole({ host, receivedAt }: Props) {
  const { game, podium } = host;
  return (
    <>
      <GameStatus host={host} />
      {game.phase === 'lobby' && <LobbyJoins host={host} />}
      {(game.phase === 'question' || game.phase === 'reveal') && (
        <>
          <LiveQuestion host={host} receivedAt={receivedAt} />
          <GamePoints host={host} />
        </>
      )}
      {game.phase === 'ended' && podium && <Podium podium={podium} />}
      <PlayedQuestions host={host} />
    </>
  );
}

/** The phase in words, as it changes (a screen reader hears the change), and the game's settings. */
function GameStatus({ host }: { host: AdminLiveGame }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { game } = host;
  const number = (game.question?.index ?? 0) + 1;
  const phase = t(`liveGame.phase.${game.phase}`, { number, count: game.questionCount });
  const settings = [
    game.question ? t('liveGame.settings.seconds', { count: game.question.seconds }) : '',
    t(`liveGame.settings.advance.${game.advance}`),
    t(host.countsForTeams ? 'liveGame.settings.counts' : 'liveGame.settings.podiumOnly'),
    game.screens === null
      ? t('liveGame.settings.allScreens')
      : t('liveGame.settings.someScreens', { count: game.screens.length }),
  ];
  return (
    <section className="admin-card live-host-wide live-host-status" aria-labelledby={headingId}>
      <h3 id={headingId}>{localized(game.title, i18n.language)}</h3>
      <p className="live-host-phase" role="status">
        <span>{phase}</span>
        {host.paused && <strong className="live-host-paused">{t('liveGame.paused')}</strong>}
      </p>
      <p className="field-hint">
        {t('liveGame.joinedTotal', {
          count: game.joinedTotal,
          shown: formatCount(game.joinedTotal),
        })}
        {' · '}
        {settings.filter((setting) => setting !== '').join(' · ')}
      </p>
      <GameCommands host={host} />
      {game.phase === 'ended' && <p className="field-hint">{t('liveGame.closeHint')}</p>}
    </section>
  );
}
