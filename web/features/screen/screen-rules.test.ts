// The venue screen's sizes and turns as rules: the standings' size by the number of teams, and the
// announcements' turns by their length and the screen's language.
import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../../common/api';
import { countdownTakesScreen } from './quiz-countdown';
import { announcementTurns } from './screen-announcements';
import { joinedListLayout, STANDINGS_FLOOR_VH, standingsSizeVh } from './standings-size';

const announcement = (id: string, en: string, hi: string): Announcement => ({
  id,
  text: { en, hi },
  startsAt: 0,
  endsAt: null,
});

describe('the venue screen’s rules', () => {
  it('sets the standings large for a few teams and never under 1/30 of the height for many', () => {
    expect(standingsSizeVh(7)).toBe(5.2);
    expect(standingsSizeVh(12)).toBeGreaterThanOrEqual(STANDINGS_FLOOR_VH);
    expect(standingsSizeVh(40)).toBe(STANDINGS_FLOOR_VH);
    expect(STANDINGS_FLOOR_VH).toBeGreaterThanOrEqual(100 / 30);
  });

  it('lists a live game’s joins in one column for up to twelve teams and side by side for more, never under the floor', () => {
    expect(joinedListLayout(7)).toEqual({ columns: 1, sizeVh: 5.2 });
    expect(joinedListLayout(12)).toEqual({ columns: 1, sizeVh: STANDINGS_FLOOR_VH });
    expect(joinedListLayout(24).columns).toBe(2);
    expect(joinedListLayout(60).sizeVh).toBe(STANDINGS_FLOOR_VH);
  });

  it('shows a short announcement in both languages at once, and a long one a language a turn', () => {
    const long = 'x'.repeat(280);
    const turns = announcementTurns(
      [announcement('a', 'Lunch is served', 'भोजन तैयार है'), announcement('b', long, `हि${long}`)],
      true,
    );
    expect(turns.map((turn) => [turn.first.lang, turn.second?.lang ?? null])).toEqual([
      ['hi', 'en'],
      ['hi', null],
      ['en', null],
    ]);
    expect(announcementTurns([announcement('c', long, '')], false)).toHaveLength(1);
  });

  it('gives the screen to the countdown only in the minute before the opening', () => {
    const next = { id: 'q', title: { en: 'Q', hi: '' }, opensAt: 100_000 };
    expect(countdownTakesScreen(next, 100_000 - 61_000)).toBe(false);
    expect(countdownTakesScreen(next, 100_000 - 60_000)).toBe(true);
    expect(countdownTakesScreen(next, 100_000 + 5_000)).toBe(true);
    expect(countdownTakesScreen(next, 100_000 + 10_000)).toBe(false);
    expect(countdownTakesScreen(null, 0)).toBe(false);
  });
});
