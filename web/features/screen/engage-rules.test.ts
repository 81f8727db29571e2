// The venue screen's rules for the hall's activities: what shows now and in what turns, how large
// each word of a cloud is and where it stands, which photo comes next, how many reactions float,
// a poll's shares, and a read that crosses a push keeping what was pushed.
import { describe, expect, it } from 'vitest';
import { SCREEN_ROTATE_MS, type LiveActivity, type WallPhoto } from '../../../common/engage';
import type { ScreenState } from '../../../common/venue-api';
import { cloudLayout, cloudStep, CLOUD_STEPS } from './cloud-layout';
import { nextPhoto } from './photo-turns';
import { pollShares } from './poll-screen';
import { addBurst, FLOATERS_MOST, floatersOf, totalsInOrder } from './reaction-floaters';
import { keepNewerEngage } from './screen-api';
import { reactionsRunning, shownNow } from './screen-show';

const activity = (id: string, kind: LiveActivity['kind']): LiveActivity => ({
  id,
  kind,
  title: { en: id, hi: '' },
  options: [],
  multiple: false,
  perPerson: 0,
  moderated: true,
  anonymous: true,
  points: 0,
  pointsCap: 0,
  startsAt: 0,
  endsAt: null,
  poll: null,
  cloud: null,
  qna: null,
  photos: null,
});

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const poll = activity(ID(1), 'poll');
const cloud = activity(ID(2), 'cloud');
const reactions = activity(ID(3), 'reactions');
const shownAt = (now: number, show = 'auto', gameRuns = false) => {
  const { view } = shownNow(show, [poll, reactions, cloud], gameRuns, now);
  return view.kind === 'activity' ? view.activity.id : view.kind;
};

describe('what a venue screen shows', () => {
  it('shows a chosen activity while it runs, and as auto once it has ended', () => {
    expect(shownAt(0, `activity:${cloud.id}`)).toBe(cloud.id);
    expect(shownNow(`activity:${cloud.id}`, [cloud], true, 0).chosen).toBe(true);
    expect(shownNow(`activity:${ID(9)}`, [], false, 0)).toEqual({
      view: { kind: 'standings' },
      chosen: false,
      turns: null,
    });
    expect(shownNow(`activity:${ID(9)}`, [], true, 0).view).toEqual({ kind: 'game' });
  });

  it('shows the standings when chosen, even while a game runs, and the game only while one runs', () => {
    expect(shownAt(0, 'standings', true)).toBe('standings');
    expect(shownAt(0, 'game', true)).toBe('game');
    expect(shownAt(0, 'game', false)).toBe('standings');
  });

  it('gives auto to the live game while one runs', () => {
    expect(shownAt(5 * SCREEN_ROTATE_MS, 'auto', true)).toBe('game');
  });

  it('turns auto through the live activities but reactions, then the standings, each for its time', () => {
    const turns = [0, 1, 2, 3].map((turn) => shownAt(turn * SCREEN_ROTATE_MS + 5));
    expect(turns).toEqual([poll.id, cloud.id, 'standings', poll.id]);
    const { turns: cue } = shownNow('auto', [poll, cloud], false, SCREEN_ROTATE_MS * 1.25);
    expect(cue).toEqual({ index: 1, count: 3, progress: 0.25 });
  });

  it('shows the standings alone, with no turns, when nothing but reactions runs', () => {
    expect(shownNow('auto', [reactions], false, 12_345)).toEqual({
      view: { kind: 'standings' },
      chosen: false,
      turns: null,
    });
    expect(reactionsRunning([poll, reactions])).toBe(reactions);
    expect(reactionsRunning([poll])).toBeNull();
  });
});

describe('a word cloud’s layout', () => {
  it('sizes words on a log scale between the fewest and the most, in a few steps', () => {
    const top = CLOUD_STEPS.length - 1;
    expect(cloudStep(1, 1, 100)).toBe(0);
    expect(cloudStep(10, 1, 100)).toBe(Math.round(top / 2));
    expect(cloudStep(100, 1, 100)).toBe(top);
    expect(cloudStep(3, 3, 3)).toBe(top);
  });

  it('puts the most sent word in the middle and the fewest at the edges, the same on every screen', () => {
    const words = [
      { word: 'fun', count: 2 },
      { word: 'team', count: 9 },
      { word: 'tea', count: 1 },
      { word: 'music', count: 4 },
      { word: 'zero', count: 0 },
    ];
    const placed = cloudLayout(words);
    expect(placed.map((each) => each.word)).toEqual(['tea', 'music', 'team', 'fun']);
    expect(cloudLayout([...words].reverse())).toEqual(placed);
    expect(placed.find((each) => each.word === 'team')!.step).toBe(CLOUD_STEPS.length - 1);
    expect(placed.find((each) => each.word === 'tea')!.step).toBe(0);
    expect(cloudLayout([])).toEqual([]);
  });
});

const photo = (id: string): WallPhoto => ({
  id,
  url: `/api/engage/photos/${id}/image`,
  smallUrl: `/api/engage/photos/${id}/image?size=small`,
  width: 800,
  height: 600,
  team: 'lucknow',
  createdAt: 0,
});

describe('a photo wall’s turns', () => {
  const [c, b, a] = [photo('c'), photo('b'), photo('a')];

  it('shows each photo not yet seen, the latest first, then goes round again', () => {
    expect(nextPhoto([c, b, a], null, new Set())?.id).toBe('c');
    expect(nextPhoto([c, b, a], 'c', new Set(['c']))?.id).toBe('b');
    expect(nextPhoto([c, b, a], 'a', new Set(['a', 'b', 'c']))?.id).toBe('c');
    expect(nextPhoto([c, b, a], 'b', new Set(['a', 'b', 'c']))?.id).toBe('a');
  });

  it('shows a new photo next, and moves on from one taken down', () => {
    const d = photo('d');
    expect(nextPhoto([d, c, b, a], 'b', new Set(['a', 'b', 'c']))?.id).toBe('d');
    expect(nextPhoto([c, a], 'b', new Set(['a', 'b', 'c']))?.id).toBe('c');
    expect(nextPhoto([], 'b', new Set())).toBeNull();
  });
});

describe('the reactions on a screen', () => {
  it('floats a few of each emoji per burst, and never more than a screenful at once', () => {
    const burst = { '👏': 40, '🎉': 2 };
    const first = floatersOf(burst, 0, 0);
    expect(first.map((each) => each.emoji)).toEqual(['👏', '👏', '👏', '🎉', '🎉']);
    expect(new Set(first.map((each) => each.id)).size).toBe(5);
    expect(first.every((each) => each.left >= 0 && each.left <= 100)).toBe(true);
    expect(floatersOf(burst, FLOATERS_MOST - 2, 5)).toHaveLength(2);
    expect(floatersOf(burst, FLOATERS_MOST, 7)).toEqual([]);
  });

  it('counts each emoji across bursts, in the phones’ order', () => {
    const totals = addBurst(addBurst(new Map(), { '🎉': 2, '👏': 1 }), { '👏': 3, '❤️': 0 });
    expect(totalsInOrder(totals)).toEqual([
      ['👏', 4],
      ['🎉', 2],
    ]);
  });
});

describe('a poll on a screen', () => {
  it('gives each option its share of the voters, nothing before anyone voted', () => {
    expect(pollShares({ voters: 3, counts: [2, 1, 0] }, 3)).toEqual([67, 33, 0]);
    expect(pollShares({ voters: 4, counts: [4, 3] }, 2)).toEqual([100, 75]);
    expect(pollShares(null, 2)).toEqual([0, 0]);
  });
});

describe('a read that crosses an activities’ push', () => {
  it('keeps the pushed activities when the read was answered before the push', () => {
    const read = (now: number, engage: LiveActivity[]) => ({ now, engage }) as ScreenState;
    const pushed = read(2_000, [poll]);
    expect(keepNewerEngage(pushed, read(1_000, [poll, cloud])).engage).toEqual([poll]);
    expect(keepNewerEngage(pushed, read(3_000, [cloud])).engage).toEqual([cloud]);
    const fresh = read(3_000, []);
    expect(keepNewerEngage(undefined, fresh)).toBe(fresh);
  });
});
