// The live game on a player's phone (/live-game): one tap to join, then the lobby, each question
// with its countdown, the reveal and the podium, following the game as the host runs it. A reload
// or a dropped connection comes back to where the game is, with the player's points.
import { useTranslation } from 'react-i18next';
import { localized } from '../../../common/event';
import { QueryBoundary } from '../../components/query-boundary';
import { useTextBundle } from '../../lib/text-bundle';
import { liveGameBundle } from '../../locales/live-game-bundle';
import { usePlayScreen } from '../quiz/use-play-screen';
import type { Play } from './follow-game';
import { JoinGame, Lobby, NoGame, Podium } from './live-lobby';
import { LiveRound } from './live-round';
import { useLiveAnswer, type PendingAnswer } from './use-live-answer';
import { useLiveGame } from './use-live-game';
import './live-game.css';

export function LiveGamePage() {
  useTextBundle(liveGameBundle);
  const { t, i18n } = useTranslation();
  const query = useLiveGame();
  const play = query.data;
  const { pending, answer } = useLiveAnswer(play);
  const game = play?.game;
  // While a question and its reveal are up, the game has the screen to itself, as a saved quiz.
  const inRound = Boolean(
    play?.me?.joined && game && (game.phase === 'question' || game.phase === 'reveal'),
  );
  usePlayScreen(inRound);
  return (
    <div className={inRound ? 'page live-game is-playing' : 'page live-game'}>
      <h1>{game ? localized(game.title, i18n.language) : t('liveGamePlay.title')}</h1>
      <QueryBoundary query={query}>
        {(held) => (
          <GameNow play={held} pending={pending} onAnswer={(option) => void answer(option)} />
        )}
      </QueryBoundary>
    </div>
  );
}

function GameNow({
  play,
  pending,
  onAnswer,
}: {
  play: Play;
  pending: PendingAnswer | null;
  onAnswer: (option: number) => void;
}) {
  const { game, me } = play;
  if (!game) return <NoGame />;
  if (game.phase === 'ended') return <Podium game={game} me={me} />;
  if (!me?.joined) return <JoinGame game={game} />;
  if (game.phase === 'lobby' || !game.question) return <Lobby game={game} me={me} />;
  return (
    <LiveRound game={game} me={me} offset={play.offset} pending={pending} onAnswer={onAnswer} />
  );
}
