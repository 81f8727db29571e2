// The team dashboards' arithmetic (spec §5): percentages, totals and the order of the rows.
import { RSO_KEYS, type Rso } from './teams.js';

export type TeamStat = {
  key: Rso;
  label: string;
  capacity: number;
  registrations: number;
  points: number;
};

/** round(count / capacity * 100); 0 when the capacity is 0. */
export function registrationPercent(count: number, capacity: number): number {
  if (!capacity) return 0;
  return Math.round((count / capacity) * 100);
}

/** Total Views: the sum of registrations (as specified). */
export function totalViews(teams: Pick<TeamStat, 'registrations'>[]): number {
  return teams.reduce(
    (sum, team) => sum + (Number.isFinite(team.registrations) ? team.registrations : 0),
    0,
  );
}

/** Descending by value, ties in the spec's team order. */
export function rankTeams<T extends { key: Rso }>(teams: T[], value: (team: T) => number): T[] {
  return [...teams].sort(
    (a, b) => value(b) - value(a) || RSO_KEYS.indexOf(a.key) - RSO_KEYS.indexOf(b.key),
  );
}
