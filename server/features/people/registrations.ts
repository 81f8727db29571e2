// The registered people as organisers list them: search, sort and paging, and the CSV of them.
import { sql, type RawBuilder } from 'kysely';
import { normaliseEmployeeCode } from '../../../common/profile-input.js';
import type { Db } from '../../db/database.js';

export type RegistrationQuery = {
  q: string;
  sort: 'createdAt' | 'employeeId' | 'name' | 'team';
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

const SORT_COLUMNS = {
  createdAt: 'profiles.created_at',
  employeeId: 'profiles.employee_id',
  name: 'profiles.name',
  team: 'profiles.team',
} as const;

function registrationsBase(db: Db, q: string) {
  let query = db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .leftJoin('teams', 'teams.key', 'profiles.team')
    .where('profiles.profile_complete', '=', 1);
  const term = q.trim().toLowerCase();
  if (term) {
    // The term is matched literally: % and _ in it are characters, not wildcards.
    const contains = (column: RawBuilder<unknown>, text = term) =>
      sql<boolean>`${column} like ${`%${text.replace(/[\\%_]/g, '\\$&')}%`} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        // An Employee ID is found in either form: as its owner typed it, or as it is matched.
        contains(sql`profiles.employee_id`, normaliseEmployeeCode(term)),
        contains(sql`lower(profiles.employee_label)`),
        contains(sql`lower(profiles.name)`),
        contains(sql`users.phone_number`),
      ]),
    );
  }
  return query;
}

export async function findRegistrations(db: Db, query: RegistrationQuery, limit?: number) {
  const base = registrationsBase(db, query.q);
  const rows = await base
    .select([
      'profiles.user_id as uid',
      // Shown as its owner typed it; profiles saved before labels were kept show the code.
      (eb) => eb.fn.coalesce('profiles.employee_label', 'profiles.employee_id').as('employeeId'),
      'profiles.name as name',
      'profiles.gender as gender',
      'profiles.team as team',
      (eb) => eb.fn.coalesce('teams.label_en', 'profiles.team').as('teamLabel'),
      'users.phone_number as phone',
      'profiles.created_at as createdAt',
      'profiles.selfie_key as selfieKey',
    ])
    .orderBy(SORT_COLUMNS[query.sort], query.dir)
    .orderBy('profiles.user_id')
    .limit(limit ?? query.pageSize)
    .offset(limit ? 0 : (query.page - 1) * query.pageSize)
    .execute();
  const total = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    total: Number(total.n),
    rows: rows.map(({ selfieKey, ...row }) => ({
      ...row,
      selfieUrl: selfieKey ? `/api/selfies/${row.uid}` : null,
    })),
  };
}
