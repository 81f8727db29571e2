// What the race suite draws: the writes a person or an organiser can make, on five people contending
// for three codes, three organisers, the spec's teams and two that organisers add and remove, a quiz
// whose keys are corrected and one whose kind is switched; two or three writes a round, half the
// rounds on one person, code, team and quiz (server/test/race-event.ts sends them).
import fc from 'fast-check';
import fs from 'node:fs';
import type { SeedQuestion } from '../../common/quiz.js';
import type { SpecTeamKey } from '../../common/teams.js';

export const PEOPLE = 5;
/** Fewer codes than people, so registrations contend for them. */
export const CODES = ['race-a', 'race-b', 'race-c'];
/** The first is the acting organiser; any of the three may be granted or revoked. */
export const ADMIN_DIGITS = ['9000066001', '9000066002', '9000066003'];
/** The quiz whose keys are corrected and regraded, and the one whose kind is switched. */
export const KEYED = 'quiz1';
export const SWITCHED = 'quiz2';
export const QUIZZES = [KEYED, SWITCHED];
export const quiz1 = JSON.parse(
  fs.readFileSync('content/questions/quiz1.json', 'utf8'),
) as SeedQuestion[];

type Text = { en: string; hi: string };
type TeamSeed = { key: string; office: Text; label: Text; capacity: number };
const contentTeams = (
  JSON.parse(fs.readFileSync('content/site.json', 'utf8')) as { teams: TeamSeed[] }
).teams;
/** Teams organisers add and remove during the rounds; the first is there at the start. */
const EXTRA_TEAMS: TeamSeed[] = [
  {
    key: 'race-east',
    office: { en: 'Race East', hi: '' },
    label: { en: 'Eagles', hi: '' },
    capacity: 40,
  },
  {
    key: 'race-west',
    office: { en: 'Race West', hi: '' },
    label: { en: 'Wolves', hi: '' },
    capacity: 40,
  },
];
export const TEAMS = [...contentTeams, ...EXTRA_TEAMS];
export const EXTRA_KEYS = EXTRA_TEAMS.map((team) => team.key);
/** Each team's two names: an organiser's rename switches between them. */
export const labelOf = (team: TeamSeed, variant: number) =>
  variant === 0 ? team.label.en : `${team.label.en} Stars`;
/** The teams a setup file renames: one of the spec's, where people are, and an added one. */
const RENAMED_SPEC_TEAM: SpecTeamKey = 'lucknow';
export const RENAMED_BY_FILE = [RENAMED_SPEC_TEAM, 'race-east'];

export type Op =
  | { kind: 'register'; person: number; code: number; team: string }
  | { kind: 'move'; person: number; team: string }
  | { kind: 'rename'; person: number; name: string }
  | { kind: 'changeId'; person: number; code: number }
  | { kind: 'remove'; person: number }
  | { kind: 'void'; person: number; quiz: string }
  | { kind: 'reset'; code: number }
  | { kind: 'start'; person: number; quiz: string }
  | { kind: 'answer'; person: number; quiz: string; right: boolean }
  | { kind: 'practice'; person: number }
  | { kind: 'clearLimits'; person: number }
  | { kind: 'grant'; admin: number }
  | { kind: 'revoke'; admin: number }
  | { kind: 'rekey'; question: number; correct: number }
  | { kind: 'importQuestions'; question: number; correct: number }
  | { kind: 'regrade' }
  | { kind: 'addTeam'; team: string }
  | { kind: 'removeTeam'; team: string }
  | { kind: 'renameTeam'; team: string; label: number; capacity: number }
  | { kind: 'switchKind'; practice: boolean }
  | { kind: 'importSetup'; renamed: boolean; practice: boolean };
export type Timed = { op: Op; delayMs: number };

const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
const person = fc.integer({ min: 0, max: PEOPLE - 1 });
const code = fc.integer({ min: 0, max: CODES.length - 1 });
const team = fc.constantFrom(...TEAMS.map((t) => t.key));
const extraTeam = fc.constantFrom(...EXTRA_KEYS);
/** The keyed quiz most: its plays are the ones corrected, voided and regraded. */
const quiz = fc.oneof(weighted(3, fc.constant(KEYED)), weighted(1, fc.constant(SWITCHED)));
const admin = fc.integer({ min: 0, max: ADMIN_DIGITS.length - 1 });
const keyChange = {
  question: fc.integer({ min: 1, max: quiz1.length }),
  correct: fc.integer({ min: 0, max: 3 }),
};
const write = <K extends Op['kind'], R extends Record<string, fc.Arbitrary<unknown>>>(
  kind: K,
  fields: R,
) => fc.record({ kind: fc.constant(kind), ...fields });

/** Writes that move a registration or a code are drawn most, as they race with the most. */
const op = fc.oneof(
  weighted(10, write('register', { person, code, team })),
  weighted(6, write('move', { person, team })),
  weighted(2, write('rename', { person, name: fc.constantFrom('Asha Rao', 'Ravi K') })),
  weighted(6, write('changeId', { person, code })),
  weighted(4, write('remove', { person })),
  weighted(8, write('void', { person, quiz })),
  weighted(8, write('reset', { code })),
  weighted(8, write('start', { person, quiz })),
  weighted(16, write('answer', { person, quiz, right: fc.boolean() })),
  weighted(2, write('practice', { person })),
  weighted(2, write('clearLimits', { person })),
  weighted(2, write('grant', { admin })),
  weighted(4, write('revoke', { admin })),
  // An answer key corrected (by hand or by a file) and the finished plays regraded, while people
  // play and are corrected.
  weighted(
    4,
    fc.oneof(
      weighted(15, write('rekey', keyChange)),
      // The editor's file import reads its file in a worker: a slower write, drawn less often.
      weighted(1, write('importQuestions', keyChange)),
    ),
  ),
  weighted(4, write('regrade', {})),
  // The organisers' editors: teams added, removed and renamed, a quiz switched between contest and
  // practice, and the whole setup imported from a file, while people register and play.
  weighted(2, write('addTeam', { team: extraTeam })),
  weighted(2, write('removeTeam', { team: extraTeam })),
  weighted(
    2,
    write('renameTeam', {
      team,
      label: fc.integer({ min: 0, max: 1 }),
      capacity: fc.integer({ min: 10, max: 99 }),
    }),
  ),
  weighted(3, write('switchKind', { practice: fc.boolean() })),
  weighted(1, write('importSetup', { renamed: fc.boolean(), practice: fc.boolean() })),
) as fc.Arbitrary<Op>;
/** Two or three writes, each after a delay of 0-3 ms so their steps interleave anew. */
const scattered = fc.array(fc.record({ op, delayMs: fc.integer({ min: 0, max: 3 }) }), {
  minLength: 2,
  maxLength: 3,
});
/** The same write on the focus of its round, where the write can name it. */
function onFocus(op: Op, focus: { person: number; code: number; team: string; quiz: string }): Op {
  // Only the teams organisers add and remove are added and removed.
  const team =
    (op.kind === 'addTeam' || op.kind === 'removeTeam') && !EXTRA_KEYS.includes(focus.team)
      ? {}
      : { team: focus.team };
  const focused = { ...focus, ...team } as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(op).map(([field, value]) => [field, field in focused ? focused[field] : value]),
  ) as Op;
}
/**
 * The same writes, all on one person, one code, one team (one that organisers add and remove, half
 * the time) and one quiz: the races on one row, drawn more often.
 */
const focused = fc
  .record({
    writes: scattered,
    person,
    code,
    team: fc.oneof(extraTeam, team),
    quiz: fc.constantFrom(...QUIZZES),
  })
  .map(({ writes, ...focus }) =>
    writes.map(({ op, delayMs }) => ({ delayMs, op: onFocus(op, focus) })),
  );
export const round: fc.Arbitrary<Timed[]> = fc.oneof(scattered, focused);
