// The host's moves for the phase the console shows: Start in the lobby; Reveal, Pause or Resume
// during a question; Next (or the podium after the last question) at a reveal, with Pause in a game
// that runs by itself; Close the lobby, or End, asked first; Close after the end. Each move names the phase and question it was pressed on, so a
// second press, or a second host, on a game that has moved on changes nothing.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveGameCommand, LiveGamePhase } from '../../../common/live-game';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { usePendingFocus } from '../../lib/use-pending-focus';
import { useMoveLiveGame, type AdminLiveGame, type GamePosition } from './live-game-host-api';

/** Where the game stands, as its moves name it: the phase and the current question's place. */
function positionOf({ game }: AdminLiveGame): GamePosition {
  return { phase: game.phase, index: game.question?.index ?? -1 };
}

/** The state a move changes: its phase, question and whether it is paused. */
const keyOf = ({ phase, index }: GamePosition, paused: boolean) => `${phase}:${index}:${paused}`;
const stateKey = (host: AdminLiveGame) => keyOf(positionOf(host), host.paused);

type Move = { command: LiveGameCommand; label: string; main?: boolean };

/** The moves of the phase shown, the one the host presses next first. */
function useMoves(host: AdminLiveGame): Move[] {
  const { t } = useTranslation();
  // End is asked first, apart from the moves (GameCommands).
  const move = (command: Exclude<LiveGameCommand, 'end'>, main = false): Move => ({
    command,
    label: t(`liveGame.commands.${command}`),
    main,
  });
  const { game, paused } = host;
  switch (game.phase) {
    case 'lobby':
      return [move('start', true)];
    case 'question':
      return [move('reveal', true), move(paused ? 'resume' : 'pause')];
    case 'reveal': {
      const last = (game.question?.index ?? 0) >= game.questionCount - 1;
      const next = {
        ...move('next', true),
        label: t(`liveGame.commands.${last ? 'podium' : 'next'}`),
      };
      // A game that runs by itself may hold its reveal up; the host's stays until Next anyway.
      return game.advance === 'auto' ? [next, move(paused ? 'resume' : 'pause')] : [next];
    }
    case 'ended':
      return [move('close', true)];
  }
}

/**
 * The move that stops the game, asked first: a lobby is closed (nobody has played), a game under
 * way is ended (to its podium); an ended game is closed by its main move.
 */
function stopOf(phase: LiveGamePhase): 'closeLobby' | 'end' | null {
  if (phase === 'ended') return null;
  return phase === 'lobby' ? 'closeLobby' : 'end';
}

export function GameCommands({ host }: { host: AdminLiveGame }) {
  const { t } = useTranslation();
  const mainId = useId();
  const toggleId = useId();
  const [asking, setAsking] = useState(false);
  const moves = useMoves(host);
  // The state the last move was pressed on, and where the keyboard goes once it has moved on: the
  // next move, or Resume after Pause (and back).
  const pressed = useRef({ on: '', next: mainId });
  const movement = useMoveLiveGame({
    onSuccess: () =>
      focusWhenReady(pressed.current.next, (now) => now.at !== pressed.current.on && !now.pending),
  });
  const focusWhenReady = usePendingFocus({ at: stateKey(host), pending: movement.isPending });
  const press = (command: LiveGameCommand) => {
    const toggles = command === 'pause' || command === 'resume';
    pressed.current = { on: stateKey(host), next: toggles ? toggleId : mainId };
    movement.mutate({ gameId: host.game.id, command, at: positionOf(host) });
  };
  const stop = stopOf(host.game.phase);

  return (
    <div className="live-host-commands" role="group" aria-label={t('liveGame.commands.label')}>
      {moves.map(({ command, label, main }) => (
        <Button
          key={command}
          id={main ? mainId : command === 'pause' || command === 'resume' ? toggleId : undefined}
          look={main ? 'primary' : 'secondary'}
          large
          disabled={movement.isPending}
          onClick={() => press(command)}
        >
          {label}
        </Button>
      ))}
      {stop && (
        <Button
          look="secondary"
          large
          className="live-host-end"
          disabled={movement.isPending}
          onClick={() => setAsking(true)}
        >
          {t(`liveGame.${stop}.button`)}
        </Button>
      )}
      {stop && (
        <ConfirmDialog
          open={asking}
          onClose={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            press(stop === 'end' ? 'end' : 'close');
          }}
          title={t(`liveGame.${stop}.title`)}
          description={t(`liveGame.${stop}.explained`)}
          confirmLabel={t(`liveGame.${stop}.button`)}
        />
      )}
    </div>
  );
}
