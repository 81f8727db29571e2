// A phone's view of the live game between two reads of it: the pushed moves of the game carry only
// what every phone may know, so the player's own part (their answer, whether they may answer, their
// points) is carried forward from the last read by the game's rules: a new question starts with no
// answer and is open to whoever joined before it; a reveal adds a point for the right answer. A move
// that cannot be followed (one was missed, a new game) says the phone must read its part again.
import type { LiveGameMe, LiveGameState, LiveGameView } from '../../../common/live-game';

export type Play = {
  game: LiveGameState | null;
  /** The signed-in player's part; null without a complete profile. */
  me: LiveGameMe | null;
  /** The server's clock minus this phone's, when the game was last heard of: countdowns use it. */
  offset: number;
  /** The player's part could not be followed: it must be read again. */
  stale: boolean;
};

/** A read of the game and the player's part, `receivedAt` by this phone's clock. */
export function playFromView(view: LiveGameView, receivedAt: number, before?: Play): Play {
  // A read that left before a push arrived may come back after it: the newer state stands.
  // (Unless the phone asked because it lost track: then the read stands.)
  const held = before?.game;
  const older = held && view.game && held.id === view.game.id && held.now > view.game.now;
  if (before && older && !before.stale) return before;
  return {
    game: view.game,
    me: view.me,
    offset: view.game ? view.game.now - receivedAt : (before?.offset ?? 0),
    stale: false,
  };
}

/** The point a revealed question gave the player: 1 for the right option, 0 else. */
function pointFor(me: LiveGameMe, game: LiveGameState): number {
  const right = game.reveal?.answer;
  return me.joined && me.answer !== null && right === me.answer ? 1 : 0;
}

/** The game moved to `next` (pushed, `receivedAt` by this phone's clock). */
export function followMove(play: Play, next: LiveGameState | null, receivedAt: number): Play {
  if (!next) return { ...play, game: null };
  const moved = { ...play, game: next, offset: next.now - receivedAt };
  const { game: prev, me } = play;
  if (!me) return moved;
  if (!prev || prev.id !== next.id) {
    // Another game: nobody has joined it yet, as far as this phone knows; the server says.
    const fresh = { joined: false, team: me.team, points: 0, answer: null, canAnswer: false };
    return { ...moved, me: fresh, stale: true };
  }
  const index = next.question?.index;
  const sameQuestion = index !== undefined && prev.question?.index === index;
  switch (next.phase) {
    case 'lobby':
      return moved;
    case 'question': {
      if (prev.phase === 'question' && sameQuestion) return moved;
      // The question after the one this phone saw revealed (or the first): followed exactly.
      const inTurn =
        (prev.phase === 'lobby' && index === 0) ||
        (prev.phase === 'reveal' && prev.question?.index === (index ?? 0) - 1);
      const fresh = { ...me, answer: null, canAnswer: me.joined };
      return { ...moved, me: fresh, stale: play.stale || !inTurn };
    }
    case 'reveal': {
      // The reveal of the question on screen, or the same reveal with its key put right.
      if (!sameQuestion || (prev.phase !== 'question' && prev.phase !== 'reveal'))
        return { ...moved, stale: true };
      const before = prev.phase === 'reveal' ? pointFor(me, prev) : 0;
      return { ...moved, me: { ...me, points: me.points - before + pointFor(me, next) } };
    }
    case 'ended':
      // Ended in the middle of a question: whether it counted is the server's to say.
      return prev.phase === 'question' ? { ...moved, stale: true } : moved;
  }
}

/** The place of `team` among the teams by the game's points (ties share a place), of how many. */
export function teamPlace(game: LiveGameState, team: string | null) {
  const own = game.teams.find((each) => each.team === team);
  if (!own) return null;
  const place = 1 + game.teams.filter((each) => each.count > own.count).length;
  return { place, of: game.teams.length, points: own.count };
}
