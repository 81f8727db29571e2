// One registered person as the corrections screen shows them: the registration and the quiz plays.
import type { PersonRecord } from '../../../common/admin-api.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { listQuizzes, quizTitle } from '../quiz/quizzes.js';

export async function readPerson(db: Db, uid: string): Promise<PersonRecord> {
  const row = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .leftJoin('teams', 'teams.key', 'profiles.team')
    .select([
      'profiles.user_id as uid',
      'users.phone_number as phone',
      'profiles.employee_id as code',
      'profiles.employee_label as label',
      'profiles.name as name',
      'profiles.gender as gender',
      'profiles.team as team',
      (eb) => eb.fn.coalesce('teams.label_en', 'profiles.team').as('teamLabel'),
    ])
    .where('profiles.user_id', '=', uid)
    .where('profiles.profile_complete', '=', 1)
    .executeTakeFirst();
  if (!row) throw new AppError('not_registered');
  const attempts = await db
    .selectFrom('quiz_attempts')
    .select(['quiz_id', 'status', 'score', 'disqualified'])
    .where('user_id', '=', uid)
    .orderBy('quiz_id')
    .execute();
  const titles = new Map((await listQuizzes(db)).map((quiz) => [quiz.id, quizTitle(quiz)]));
  return {
    uid: row.uid,
    phone: row.phone,
    employeeId: row.label ?? row.code,
    name: row.name,
    gender: row.gender,
    team: row.team,
    teamLabel: row.teamLabel,
    attempts: attempts.map((attempt) => ({
      quizId: attempt.quiz_id,
      title: titles.get(attempt.quiz_id) ?? { en: attempt.quiz_id, hi: '' },
      status: attempt.status,
      score: attempt.score,
      disqualified: attempt.disqualified === 1,
    })),
  };
}
