// The rules the race suites check after every round, whatever order its writes ran in: team
// counters equal a recount, every person's team exists and is shown by its current name, a code is
// registered exactly when a profile holds it, a play counts for its player's team and scores by the
// key it holds, and a contest's key never reaches a player while a play of it is saved.
import type { FastifyInstance } from 'fastify';
import type { Registrations } from '../../common/admin-api.js';
import { readTeamCounters } from '../team-counters.js';

export type RuleReaders = {
  /** An organiser's cookies: people are read as the admin area presents them. */
  admin: Record<string, string>;
  /** A signed-in person's cookies: /practice is asked as a phone asks it. */
  person: Record<string, string>;
  /** The quizzes whose kind the writes may switch. */
  quizzes: readonly string[];
};

/** What a round did that only the round knows. */
export type RoundTrace = {
  /** The plays saved before the round, by id. */
  playsBefore: ReadonlySet<string>;
  /** The quizzes whose answers /practice handed out during the round. */
  revealed: ReadonlySet<string>;
  /** Whether the round may have changed what a person is shown as their team (a registration, a
   * move, a team renamed, added or removed): the people list is read again. */
  teamsChanged: boolean;
  /** Whether the round may have changed a quiz's kind: /practice is asked of every contest. */
  kindsChanged: boolean;
  /** Whether the round may have changed a quiz's kind or its plays. */
  quizzesChanged: boolean;
};

/** "1 play", "2 plays". */
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const everything: RoundTrace = {
  playsBefore: new Set(),
  revealed: new Set(),
  teamsChanged: true,
  kindsChanged: true,
  quizzesChanged: true,
};

/** Every person as the admin area's list presents them, page by page. */
async function presentedPeople(app: FastifyInstance, admin: Record<string, string>) {
  const rows: Registrations['rows'] = [];
  for (let page = 1; ; page += 1) {
    const answer = await app.inject({
      url: `/api/admin/registrations?pageSize=200&page=${page}`,
      cookies: admin,
    });
    if (answer.statusCode !== 200)
      throw new Error(`the people list answered ${answer.statusCode}: ${answer.body}`);
    const list = answer.json<Registrations>();
    rows.push(...list.rows);
    if (list.rows.length === 0 || rows.length >= list.total) return rows;
  }
}

/** Every rule that must hold between rounds, as a list of what is wrong (empty when all hold). */
export async function brokenRules(
  app: FastifyInstance,
  readers: RuleReaders,
  trace: RoundTrace = everything,
): Promise<string[]> {
  const { db } = app;
  const found: string[] = [];
  const profiles = await db
    .selectFrom('profiles')
    .select(['user_id', 'employee_id', 'team'])
    .where('profile_complete', '=', 1)
    .execute();
  const attempts = await db.selectFrom('quiz_attempts').selectAll().execute();
  const counters = await readTeamCounters(db);
  const teams = await db.selectFrom('teams').select(['key', 'label_en']).execute();
  const teamKeys = new Set(teams.map((team) => team.key));
  const countedTeams = new Set(counters.map((counter) => counter.team));

  // Every team, and any key a person or a finished play still names: counters equal a recount.
  const keys = new Set([...countedTeams, ...teamKeys, ...profiles.map((p) => p.team)]);
  for (const attempt of attempts) if (attempt.status === 'completed') keys.add(attempt.team);
  for (const key of keys) {
    const counter = counters.find((row) => row.team === key);
    const registrations = profiles.filter((p) => p.team === key).length;
    const points =
      registrations +
      attempts
        .filter((a) => a.team === key && a.status === 'completed')
        .reduce((sum, a) => sum + a.score, 0);
    if ((counter?.registrations ?? null) !== registrations || (counter?.points ?? null) !== points)
      found.push(
        `team ${key}: counters ${counter?.registrations ?? null}/${counter?.points ?? null}, recount ${registrations}/${points}`,
      );
  }
  // A team with people in it cannot have been removed.
  const stranded = new Map<string, number>();
  for (const profile of profiles)
    if (!teamKeys.has(profile.team))
      stranded.set(profile.team, (stranded.get(profile.team) ?? 0) + 1);
  for (const [key, people] of stranded)
    found.push(
      `team ${key} holds ${counted(people, 'registered person', 'registered people')} and has no row`,
    );

  const codes = await db.selectFrom('employee_codes').select(['code', 'status']).execute();
  const holders = new Set(profiles.map((p) => p.employee_id));
  for (const row of codes) {
    const held = holders.has(row.code);
    if ((row.status === 'registered') !== held)
      found.push(
        `code ${row.code} is ${row.status} while ${held ? 'a profile holds it' : 'no profile holds it'}`,
      );
  }

  for (const attempt of attempts) {
    // A finished play's score is its answers graded by the key it holds (served, or regraded).
    const served = JSON.parse(attempt.questions!) as { answer: string }[];
    const answers = JSON.parse(attempt.answers) as { selected: string | null }[];
    const graded = answers.filter(
      (a, i) => a.selected !== null && a.selected === served[i]?.answer,
    );
    if (attempt.status === 'completed' && attempt.score !== graded.length)
      found.push(
        `a play of ${attempt.user_id} scores ${attempt.score}, its key gives ${graded.length}`,
      );
    const player = profiles.find((p) => p.user_id === attempt.user_id);
    if (!player) found.push(`an attempt of ${attempt.user_id} has no registration`);
    else if (player.team !== attempt.team)
      found.push(
        `an attempt of ${attempt.user_id} counts for ${attempt.team}, its player is in ${player.team}`,
      );
  }

  // The name a person is shown is their team's as it is now, whichever way the profile keeps it.
  const labels = new Map(teams.map((team) => [team.key, team.label_en]));
  const shown = trace.teamsChanged ? await presentedPeople(app, readers.admin) : [];
  const stale = new Map<string, number>();
  for (const person of shown) {
    const label = labels.get(person.team);
    if (label === undefined || person.teamLabel === label) continue;
    const key = JSON.stringify([person.team, person.teamLabel]);
    stale.set(key, (stale.get(key) ?? 0) + 1);
  }
  for (const [key, people] of stale) {
    const [team, teamLabel] = JSON.parse(key) as [string, string];
    const of = shown.filter((person) => person.team === team).length;
    found.push(
      `team ${team} is "${labels.get(team)}", ${people} of its ${counted(of, 'person is', 'people are')} shown "${teamLabel}"`,
    );
  }

  // A play saved as a contest never becomes a play of a practice quiz, whose answers /practice
  // hands to anyone; and /practice never hands out a contest's.
  const quizzes =
    readers.quizzes.length === 0 || !trace.quizzesChanged
      ? []
      : await db
          .selectFrom('quizzes')
          .select(['id', 'kind'])
          .where('id', 'in', [...readers.quizzes])
          .execute();
  for (const quiz of quizzes) {
    const plays = attempts.filter((a) => a.quiz_id === quiz.id);
    if (quiz.kind === 'practice' && plays.length > 0)
      found.push(
        `${quiz.id} is practice with ${counted(plays.length, 'play', 'plays')} saved as a contest`,
      );
    if (quiz.kind === 'contest' && trace.kindsChanged) {
      const practice = await app.inject({
        url: `/api/quiz/${quiz.id}/practice`,
        cookies: readers.person,
      });
      if (practice.statusCode === 200)
        found.push(`/practice hands out the key of contest ${quiz.id}`);
    }
    if (trace.revealed.has(quiz.id)) {
      const kept = plays.filter((a) => trace.playsBefore.has(a.id)).length;
      if (kept > 0)
        found.push(
          `/practice handed out the key of ${quiz.id} while ${kept} of its plays were saved`,
        );
    }
  }
  return found;
}
