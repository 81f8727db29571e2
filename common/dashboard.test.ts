import { describe, expect, it } from 'vitest';
import { rankTeams, registrationPercent, totalViews, type TeamStat } from './dashboard.js';

describe('registration percentage', () => {
  it.each([
    [26, 52, 50],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13], // 12.5 rounds up
    [0, 39, 0],
    [60, 55, 109],
    [5, 0, 0],
  ])('%i of %i is %i%%', (count, capacity, percent) => {
    expect(registrationPercent(count, capacity)).toBe(percent);
  });
});

describe('the rows', () => {
  const team = (key: TeamStat['key'], registrations: number, points = 0): TeamStat => ({
    key,
    label: key,
    capacity: 10,
    registrations,
    points,
  });

  it("are in descending order with ties in the organisers' order of the teams, as given", () => {
    // The order the server sends: the teams as organisers ordered them (Admin → Teams).
    const teams = [
      team('central', 3),
      team('kanpur', 5),
      team('lucknow', 3),
      team('varanasi', 5),
      team('bhopal', 0),
    ];
    expect(rankTeams(teams, (t) => t.registrations).map((t) => t.key)).toEqual([
      'kanpur',
      'varanasi',
      'central',
      'lucknow',
      'bhopal',
    ]);
  });

  it('sum registrations for Total Views', () => {
    expect(totalViews([team('lucknow', 3), team('kanpur', 4)])).toBe(7);
    expect(totalViews([])).toBe(0);
  });
});
