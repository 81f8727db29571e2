// One name for each thing, in the database as in the code: a play and a switch name their quiz by
// `quiz_id`, and a profile, a play and a team's counters name the team by `team` (its key).
import type { Kysely } from 'kysely';

const RENAMES: [table: string, from: string, to: string][] = [
  ['quiz_attempts', 'pool', 'quiz_id'],
  ['quiz_attempts', 'rso', 'team'],
  ['profiles', 'rso', 'team'],
  ['team_counters', 'rso', 'team'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').renameTo('quiz_switches').execute();
  await db.schema.alterTable('quiz_switches').renameColumn('pool', 'quiz_id').execute();
  for (const [table, from, to] of RENAMES) {
    await db.schema.alterTable(table).renameColumn(from, to).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, from, to] of RENAMES) {
    await db.schema.alterTable(table).renameColumn(to, from).execute();
  }
  await db.schema.alterTable('quiz_switches').renameColumn('quiz_id', 'pool').execute();
  await db.schema.alterTable('quiz_switches').renameTo('games').execute();
}
