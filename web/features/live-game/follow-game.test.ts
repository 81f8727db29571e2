// The player's part carried from move to move of the game between reads: the game's own rules, and
// a read asked for whenever a move cannot be followed.
import { describe, expect, it } from 'vitest';
import { followMove, playFromView, teamPlace, type Play } from './follow-game';
import { GAME_NOW, makeGame, makeLiveMe } from '../../test/live-game-factories';

const play = (over: Partial<Play>): Play => ({
  game: makeGame(),
  me: makeLiveMe(),
  offset: 0,
  stale: false,
  ...over,
});

describe('following the game on a phone', () => {
  it('opens each new question with no answer, to whoever joined before it', () => {
    const lobby = play({ game: makeGame({ phase: 'lobby' }) });
    const first = followMove(lobby, makeGame({ phase: 'question', index: 0 }), GAME_NOW);
    expect(first.me).toEqual(makeLiveMe({ answer: null, canAnswer: true }));
    expect(first.stale).toBe(false);

    const late = play({
      game: makeGame({ phase: 'reveal', index: 0 }),
      me: makeLiveMe({ canAnswer: false }),
    });
    const next = followMove(late, makeGame({ phase: 'question', index: 1 }), GAME_NOW);
    expect(next.me?.canAnswer).toBe(true);
  });

  it('adds a point at the reveal of a right answer, none for a wrong one', () => {
    const asked = makeGame({ phase: 'question', index: 2 });
    const right = followMove(
      play({ game: asked, me: makeLiveMe({ answer: 1, points: 2 }) }),
      makeGame({ phase: 'reveal', index: 2, answer: 1 }),
      GAME_NOW,
    );
    expect(right.me?.points).toBe(3);
    const wrong = followMove(
      play({ game: asked, me: makeLiveMe({ answer: 0, points: 2 }) }),
      makeGame({ phase: 'reveal', index: 2, answer: 1 }),
      GAME_NOW,
    );
    expect(wrong.me?.points).toBe(2);
  });

  it('takes the point back when the organisers put the key right during the reveal', () => {
    const revealed = play({
      game: makeGame({ phase: 'reveal', index: 0, answer: 1 }),
      me: makeLiveMe({ answer: 1, points: 1 }),
    });
    const fixed = followMove(
      revealed,
      makeGame({ phase: 'reveal', index: 0, answer: 2 }),
      GAME_NOW,
    );
    expect(fixed.me?.points).toBe(0);
    const voided = followMove(
      revealed,
      makeGame({ phase: 'reveal', index: 0, answer: null }),
      GAME_NOW,
    );
    expect(voided.me?.points).toBe(0);
  });

  it('asks for a read when it missed a move, or when another game starts', () => {
    const second = play({ game: makeGame({ phase: 'question', index: 1 }) });
    expect(followMove(second, makeGame({ phase: 'question', index: 3 }), GAME_NOW).stale).toBe(
      true,
    );
    expect(followMove(second, makeGame({ phase: 'reveal', index: 2 }), GAME_NOW).stale).toBe(true);
    const other = followMove(second, makeGame({ id: 'g2', phase: 'lobby' }), GAME_NOW);
    expect(other.stale).toBe(true);
    expect(other.me?.joined).toBe(false);
  });

  it('keeps the newer state when a read that left before a push comes back after it', () => {
    const pushed = play({ game: makeGame({ phase: 'reveal', now: GAME_NOW + 5_000 }) });
    const older = { game: makeGame({ phase: 'question', now: GAME_NOW }), me: makeLiveMe() };
    expect(playFromView(older, GAME_NOW, pushed)).toBe(pushed);
    const newer = {
      game: makeGame({ phase: 'question', index: 1, now: GAME_NOW + 9_000 }),
      me: makeLiveMe(),
    };
    expect(playFromView(newer, GAME_NOW, pushed).game).toBe(newer.game);
  });

  it('holds how far the server’s clock is ahead of the phone’s, for the countdown', () => {
    // The phone's clock is a minute behind the server's.
    const game = makeGame({ phase: 'question' });
    expect(playFromView({ game, me: makeLiveMe() }, GAME_NOW - 60_000).offset).toBe(60_000);
  });

  it('places a team among the teams by the game’s points, ties sharing a place', () => {
    const game = makeGame({
      teams: [
        { team: 'indore', count: 3 },
        { team: 'bhopal', count: 3 },
        { team: 'raipur', count: 1 },
      ],
    });
    expect(teamPlace(game, 'bhopal')).toEqual({ place: 1, of: 3, points: 3 });
    expect(teamPlace(game, 'raipur')).toEqual({ place: 3, of: 3, points: 1 });
    expect(teamPlace(game, 'gone')).toBeNull();
  });
});
