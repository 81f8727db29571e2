// The teams' counters: each team's registrations (its complete profiles) and points (those plus
// its finished plays' scores, its live games' points and its points for taking part in Engage), kept as running totals so every dashboard reads seven rows. This is
// the one module that writes them; the dashboards read them here, and the tests, the benchmarks and
// the power-cut rounds recount them here, with each quiz's counts of finished plays per score.
import type { SelectQueryBuilder } from 'kysely';
import { compileOnce } from './db/compiled-query.js';
import type { Db, Trx } from './db/database.js';
import type { Database } from './db/schema.js';

/** What a change does to one team's counters; a negative number takes away. */
export type TeamChange = { team: string; registrations: number; points: number };

export type TeamCounts = { team: string; registrations: number; points: number };

/** Changes summed per team, for a change that moves several (a correction, a regrade batch). */
export class TeamTally {
  readonly #byTeam = new Map<string, TeamChange>();

  add(team: string, { registrations = 0, points = 0 }: Partial<Omit<TeamChange, 'team'>>): void {
    const change = this.#byTeam.get(team) ?? { team, registrations: 0, points: 0 };
    change.registrations += registrations;
    change.points += points;
    this.#byTeam.set(team, change);
  }

  /** The teams that change, in the order they are written (by key). */
  list(): TeamChange[] {
    return inWritingOrder([...this.#byTeam.values()]).filter(
      (change) => change.registrations !== 0 || change.points !== 0,
    );
  }
}

/** By team key: two transactions that move the same teams lock their rows in the same order. */
const inWritingOrder = (changes: TeamChange[]) =>
  [...changes].sort((a, b) => (a.team < b.team ? -1 : a.team > b.team ? 1 : 0));

/** Both counters moved, compiled once: every answer, vote and registration moves them. */
const moveCounters = compileOnce(
  (db, values: { team: string; registrations: number; points: number }) =>
    db
      .updateTable('team_counters')
      .set((eb) => ({
        registrations: eb('registrations', '+', values.registrations),
        points: eb('points', '+', values.points),
      }))
      .where('team', '=', values.team),
);

/**
 * Moves the counters by these changes, inside the transaction that made them. Rows are written in
 * one fixed order, so concurrent changes never deadlock; a team with no row is not counted (the
 * change's own checks refuse a team that is gone).
 */
export async function moveTeamCounters(trx: Trx, changes: TeamChange[]): Promise<void> {
  for (const { team, registrations, points } of inWritingOrder(changes)) {
    if (registrations === 0 && points === 0) continue;
    await moveCounters(trx, { team, registrations, points });
  }
}

/** A person's first complete profile: one registration, and the point it is worth. */
export const countRegistration = (trx: Trx, team: string) =>
  moveTeamCounters(trx, [{ team, registrations: 1, points: 1 }]);

/** A finished play's score, for the team it was played for. */
export const countScore = (trx: Trx, team: string, score: number) =>
  moveTeamCounters(trx, [{ team, registrations: 0, points: score }]);

/** A team's counters from zero; a team that has them (the spec's seven, made by migration 0001) keeps them. */
export async function openTeamCounters(trx: Trx, team: string): Promise<void> {
  await trx
    .insertInto('team_counters')
    .values({ team, registrations: 0, points: 0 })
    .onConflict((oc) => oc.column('team').doNothing())
    .execute();
}

export async function dropTeamCounters(trx: Trx, team: string): Promise<void> {
  await trx.deleteFrom('team_counters').where('team', '=', team).execute();
}

/** Sets each team's counters to these figures (an import that recounts what it brought). */
export async function setTeamCounters(trx: Trx, counts: TeamCounts[]): Promise<void> {
  for (const { team, registrations, points } of inWritingOrder(
    counts.map((count) => ({ ...count })),
  )) {
    await trx
      .updateTable('team_counters')
      .set({ registrations, points })
      .where('team', '=', team)
      .execute();
  }
}

/** Every team's counters as they stand. */
export function readTeamCounters(db: Db | Trx): Promise<TeamCounts[]> {
  return db.selectFrom('team_counters').select(['team', 'registrations', 'points']).execute();
}

/** The keys that have counters: every key a team has ever been given and still has. */
export async function countedTeamKeys(db: Db | Trx): Promise<string[]> {
  return (await db.selectFrom('team_counters').select('team').execute()).map((row) => row.team);
}

/**
 * Adds every team's counters to a query of one row (the dashboards' session lookup), so a
 * dashboard reads its session and the counters in one round trip: one row per team, and one row
 * with null counters when there are none.
 */
export function withTeamCounters<O>(query: SelectQueryBuilder<Database, 'sessions' | 'users', O>) {
  return query
    .leftJoin('team_counters', (join) => join.onTrue())
    .select(['team_counters.team', 'team_counters.registrations', 'team_counters.points']);
}

/**
 * The counters as they ought to be, counted from the complete profiles, the finished plays and the
 * live games' graded answers.
 */
export async function recountTeams(db: Db | Trx): Promise<Map<string, TeamCounts>> {
  const registrations = await db
    .selectFrom('profiles')
    .select(['team', (eb) => eb.fn.countAll<number>().as('n')])
    .where('profile_complete', '=', 1)
    .groupBy('team')
    .execute();
  const scores = await db
    .selectFrom('quiz_attempts')
    .select(['team', (eb) => eb.fn.sum<number>('score').as('s')])
    .where('status', '=', 'completed')
    .groupBy('team')
    .execute();
  const counts = new Map<string, TeamCounts>();
  const of = (team: string) => {
    const found = counts.get(team) ?? { team, registrations: 0, points: 0 };
    counts.set(team, found);
    return found;
  };
  for (const row of registrations) {
    const count = of(row.team);
    count.registrations = Number(row.n);
    count.points += Number(row.n);
  }
  for (const row of scores) of(row.team).points += Number(row.s ?? 0);
  // A live game's answers, as graded at their reveal (0 for a game that counts for its podium only).
  const answers = await db
    .selectFrom('live_game_answers')
    .select(['team', (eb) => eb.fn.sum<number>('points').as('s')])
    .groupBy('team')
    .execute();
  for (const row of answers) of(row.team).points += Number(row.s ?? 0);
  // Taking part in Engage's activities: each person's points there, capped per activity.
  const taking = await db
    .selectFrom('engage_points')
    .select(['team', (eb) => eb.fn.sum<number>('points').as('s')])
    .groupBy('team')
    .execute();
  for (const row of taking) of(row.team).points += Number(row.s ?? 0);
  return counts;
}

/**
 * Each quiz's counts of finished plays per score (kept by triggers, migration 0018) that differ
 * from a recount of the plays, said in words.
 */
async function checkQuizScoreCounts(db: Db | Trx): Promise<string[]> {
  const key = (row: { quiz_id: string; score: number }) => `${row.quiz_id} scoring ${row.score}`;
  const kept = new Map(
    (await db.selectFrom('quiz_score_counts').selectAll().where('plays', '<>', 0).execute()).map(
      (row) => [key(row), Number(row.plays)],
    ),
  );
  const recount = await db
    .selectFrom('quiz_attempts')
    .select(['quiz_id', 'score', (eb) => eb.fn.countAll<number>().as('plays')])
    .where('status', '=', 'completed')
    .groupBy(['quiz_id', 'score'])
    .execute();
  const problems: string[] = [];
  for (const row of recount) {
    const plays = kept.get(key(row)) ?? 0;
    if (plays !== Number(row.plays))
      problems.push(`${key(row)}: ${plays} finished plays, recount ${Number(row.plays)}`);
    kept.delete(key(row));
  }
  for (const [counted, plays] of kept)
    problems.push(`${counted}: ${plays} finished plays, recount 0`);
  return problems;
}

/**
 * Each team whose counters differ from a recount, and each quiz whose counts of plays per score do,
 * said in words; none when they agree.
 */
export async function checkTeamCounters(db: Db | Trx): Promise<string[]> {
  const counters = await readTeamCounters(db);
  const recount = await recountTeams(db);
  const problems: string[] = [];
  for (const row of counters) {
    const want = recount.get(row.team) ?? { registrations: 0, points: 0 };
    if (row.registrations !== want.registrations)
      problems.push(
        `${row.team}: ${row.registrations} registrations, recount ${want.registrations}`,
      );
    if (row.points !== want.points)
      problems.push(`${row.team}: ${row.points} points, recount ${want.points}`);
  }
  return [...problems, ...(await checkQuizScoreCounts(db))];
}
