// The team dashboards' figures as the API sends them, and their arithmetic: percentages,
// totals and the order of the rows.
import * as z from 'zod/mini';

export const TeamStat = z.object({
  key: z.string(),
  label: z.string(),
  capacity: z.number(),
  registrations: z.number(),
  points: z.number(),
});
export type TeamStat = z.infer<typeof TeamStat>;

/** GET /api/stats: every team's counters, and their Total Views. */
export const Stats = z.object({ teams: z.array(TeamStat), totalViews: z.number() });
export type Stats = z.infer<typeof Stats>;

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

/** Descending by value, ties in the order given (the organisers' order of the teams). */
export function rankTeams<T>(teams: T[], value: (team: T) => number): T[] {
  // Array.prototype.sort is stable: equal values keep their places.
  return [...teams].sort((a, b) => value(b) - value(a));
}
