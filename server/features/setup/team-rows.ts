// Writing the teams: each team's row and its counters' row go together, in one transaction, so a
// dashboard never lists a team without counters or counts people in a team that is gone.
import type { TeamInfo } from '../../../common/site.js';
import { lockKey, type Db, type Trx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { countedTeamKeys, dropTeamCounters, openTeamCounters } from '../../team-counters.js';

const imageJson = (image: TeamInfo['logo']) => (image ? JSON.stringify(image) : null);

export function teamRow(team: TeamInfo, position: number, now: number) {
  return {
    key: team.key,
    position,
    office_en: team.office.en,
    office_hi: team.office.hi,
    label_en: team.label.en,
    label_hi: team.label.hi,
    capacity: team.capacity,
    logo: imageJson(team.logo),
    poster: imageJson(team.poster),
    updated_at: now,
  };
}

/** Whether anyone is registered in the team or any play's points are credited to it. */
export async function teamHoldsPeople(trx: Trx, key: string): Promise<boolean> {
  const person = await trx
    .selectFrom('profiles')
    .select('user_id')
    .where('team', '=', key)
    .limit(1)
    .executeTakeFirst();
  if (person) return true;
  const play = await trx
    .selectFrom('quiz_attempts')
    .select('id')
    .where('team', '=', key)
    .limit(1)
    .executeTakeFirst();
  return play !== undefined;
}

export async function insertTeam(trx: Trx, team: TeamInfo, position: number, now: number) {
  await trx
    .insertInto('teams')
    .values({ ...teamRow(team, position, now), created_at: now })
    .execute();
  // A team removed earlier under the same key left no counters behind (removeTeam), but a database
  // from before teams were set here has the spec's seven rows already.
  await openTeamCounters(trx, team.key);
}

/**
 * Holds a team for the rest of the transaction, refusing one that is gone: a registration or a move
 * into a team and the team's removal take this lock, so exactly one of them wins.
 */
export async function holdTeam(trx: Trx, key: string): Promise<void> {
  await lockKey(trx, `team:${key}`);
  const team = await trx
    .selectFrom('teams')
    .select('key')
    .where('key', '=', key)
    .executeTakeFirst();
  if (!team) throw new AppError('unknown_team', { field: 'team' });
}

/**
 * How many plays each team's points come from, by team key: a team with any keeps them, so it
 * cannot be removed even once its people have moved on (what deleteTeam checks, counted for a list).
 */
export async function countPlaysByTeam(db: Db | Trx): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('quiz_attempts')
    .select(['team', (eb) => eb.fn.countAll<number | string | bigint>().as('plays')])
    .groupBy('team')
    .execute();
  return new Map(rows.map((row) => [row.team, Number(row.plays)]));
}

/** Refused while the team holds anyone: their points and registrations would have nowhere to go. */
export async function deleteTeam(trx: Trx, key: string): Promise<void> {
  // Whoever is joining the team now finishes first, and is counted below.
  await lockKey(trx, `team:${key}`);
  if (await teamHoldsPeople(trx, key)) throw new AppError('team_not_empty');
  await trx.deleteFrom('teams').where('key', '=', key).execute();
  await dropTeamCounters(trx, key);
}

/**
 * Makes the teams exactly these, in this order (a seed, an imported setup): teams kept by key keep
 * their counters, new ones start at zero, and one that is gone must hold no one.
 */
export async function replaceTeams(trx: Trx, teams: TeamInfo[], now: number): Promise<void> {
  const existing = new Set(
    (await trx.selectFrom('teams').select('key').execute()).map((row) => row.key),
  );
  const wanted = new Set(teams.map((team) => team.key));
  for (const key of existing) if (!wanted.has(key)) await deleteTeam(trx, key);
  // Counters of the spec's seven (migration 0001) that this setup does not have, if they are empty.
  for (const team of await countedTeamKeys(trx))
    if (!wanted.has(team) && !existing.has(team) && !(await teamHoldsPeople(trx, team)))
      await dropTeamCounters(trx, team);
  for (const [position, team] of teams.entries()) {
    if (existing.has(team.key))
      await trx
        .updateTable('teams')
        .set(teamRow(team, position, now))
        .where('key', '=', team.key)
        .execute();
    else await insertTeam(trx, team, position, now);
  }
}
