// Team counters with their labels and capacities, as the dashboards and the live stream show them.
import type { TeamStat } from '../../../common/dashboard.js';
import type { Site } from '../../../common/site.js';
import type { Db } from '../../db/database.js';
import { readTeamCounters } from '../../team-counters.js';

type CounterRow = { team: string; registrations: number; points: number };

export async function readTeamStats(db: Db, site: Pick<Site, 'teams'>): Promise<TeamStat[]> {
  return teamStatsOf(await readTeamCounters(db), site);
}

/** Every team of the site with its counters' row, at zero when it has none. */
export function teamStatsOf(rows: CounterRow[], site: Pick<Site, 'teams'>): TeamStat[] {
  const byTeam = new Map(rows.map((row) => [row.team, row]));
  return site.teams.map((team) => ({
    key: team.key,
    label: team.label.en,
    capacity: team.capacity,
    registrations: byTeam.get(team.key)?.registrations ?? 0,
    points: byTeam.get(team.key)?.points ?? 0,
  }));
}
