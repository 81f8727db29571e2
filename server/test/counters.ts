// The team counters' invariant, checked by the tests and the benchmarks: a team's registrations
// are its completed profiles, and its points those plus its finished plays' scores.
import type { Db } from '../db/database.js';

/** Team counters against a recount from profiles and finished attempts; mismatches listed. */
export async function checkCounters(db: Db): Promise<string[]> {
  const counters = await db.selectFrom('team_counters').selectAll().execute();
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
  const problems: string[] = [];
  for (const row of counters) {
    const n = Number(registrations.find((r) => r.team === row.team)?.n ?? 0);
    const s = Number(scores.find((r) => r.team === row.team)?.s ?? 0);
    if (row.registrations !== n)
      problems.push(`${row.team}: ${row.registrations} registrations, recount ${n}`);
    if (row.points !== n + s) problems.push(`${row.team}: ${row.points} points, recount ${n + s}`);
  }
  return problems;
}
