// Completing a profile: the registry check, the save, the code's new status and the team
// counters, all in one transaction so they agree under concurrency and crashes.
import type { Profile } from '../../../common/api.js';
import { normaliseEmployeeCode, type ProfileInput } from '../../../common/profile-input.js';
import type { Site } from '../../../common/site.js';
import { teamOf } from '../setup/site-store.js';
import { holdTeam } from '../setup/team-rows.js';
import { isUniqueViolation, lockKey, type Db } from '../../db/database.js';
import type { Transaction } from 'kysely';
import type { Database, ProfilesTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { countRegistration } from '../../team-counters.js';
import { holdCode, setCodeStatus } from '../registry/employee-codes.js';

export const profileErrors = {
  invalidEmployeeId: () => new AppError('invalid_employee_id'),
  alreadyRegistered: () => new AppError('already_registered'),
};

/** The profile as its owner sees it, with the team's current label from the event's setup. */
export function presentProfile(
  row: ProfilesTable,
  phoneNumber: string,
  site: Pick<Site, 'teams'>,
): Profile {
  return {
    profileComplete: row.profile_complete === 1,
    employeeId: row.employee_label ?? row.employee_id,
    name: row.name,
    gender: row.gender as Profile['gender'],
    team: row.team,
    teamLabel: site.teams.find((team) => team.key === row.team)?.label.en ?? row.team,
    selfieUrl: row.selfie_key ? `/api/selfies/${row.user_id}?v=${row.updated_at}` : null,
    phone: row.phone,
    phoneNumber,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A profile read through a left join onto its user: there when its key is. */
export function joinedProfile(row: {
  [Column in keyof ProfilesTable]: ProfilesTable[Column] | null;
}): ProfilesTable | null {
  if (row.user_id === null) return null;
  // The join found the profile's row, whose columns are as stored (the nullable ones nullable).
  return row as ProfilesTable;
}

export async function findProfile(db: Db, userId: string): Promise<ProfilesTable | undefined> {
  return db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

type CompleteProfile = {
  user: { uid: string; phoneNumber: string };
  input: ProfileInput;
  selfieKey: string | null;
  now: number;
};

/**
 * Takes a code from the registry for a person: it must be in the registry ("Invalid
 * employee id") and free ("Already registered"). Locks the code for the rest of the transaction.
 */
export async function claimEmployeeCode(
  trx: Transaction<Database>,
  code: string,
  now: number,
): Promise<void> {
  const status = await holdCode(trx, code);
  if (!status) throw profileErrors.invalidEmployeeId();
  if (status !== 'notregistered') throw profileErrors.alreadyRegistered();
  await setCodeStatus(trx, code, 'registered', now);
}

/**
 * Throws what completeProfile would refuse this save with, judged on a read without locks: cheap
 * work to spare the expensive (a photo's decoding) when the answer is already known. The save
 * itself decides, under its locks.
 */
export async function refuseUnsaveableProfile(
  db: Db,
  userId: string,
  employeeId: string,
): Promise<void> {
  const profile = await findProfile(db, userId);
  if (profile?.profile_complete === 1) throw profileErrors.alreadyRegistered();
  const registry = await db
    .selectFrom('employee_codes')
    .select('status')
    .where('code', '=', normaliseEmployeeCode(employeeId))
    .executeTakeFirst();
  if (!registry) throw profileErrors.invalidEmployeeId();
  if (registry.status !== 'notregistered') throw profileErrors.alreadyRegistered();
}

/** The saved profile, and the photo key it replaced, whose file goes only once this has committed. */
export async function completeProfile(
  db: Db,
  site: Pick<Site, 'teams'>,
  command: CompleteProfile,
): Promise<{ profile: ProfilesTable; replacedSelfieKey: string | null }> {
  const { user, input, selfieKey, now } = command;
  const code = normaliseEmployeeCode(input.employeeId);
  // A team organisers have since removed is refused before the employee code is looked at; the
  // save checks again under the team's lock, which its removal takes too.
  teamOf(site, input.team);
  try {
    return await db.transaction().execute(async (trx) => {
      // Always user first, then code: two completions never wait on each other in a cycle.
      await lockKey(trx, `profile:${user.uid}`);

      const existing = await trx
        .selectFrom('profiles')
        .select(['profile_complete', 'selfie_key'])
        .where('user_id', '=', user.uid)
        .executeTakeFirst();
      if (existing?.profile_complete === 1) throw profileErrors.alreadyRegistered();
      await claimEmployeeCode(trx, code, now);
      await holdTeam(trx, input.team);

      const row: ProfilesTable = {
        user_id: user.uid,
        employee_id: code,
        employee_label: input.employeeId.trim(),
        name: input.name.trim(),
        gender: input.gender,
        team: input.team,
        // The number the person proved they hold by signing in; never a number the form sends.
        phone: user.phoneNumber,
        selfie_key: selfieKey,
        profile_complete: 1,
        created_at: now,
        updated_at: now,
      };
      await trx
        .insertInto('profiles')
        .values(row)
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...row, created_at: undefined }))
        .execute();
      // Counted only here, where a profile becomes complete for the first time.
      await countRegistration(trx, input.team);
      const previous = existing?.selfie_key ?? null;
      return { profile: row, replacedSelfieKey: previous === selfieKey ? null : previous };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw profileErrors.alreadyRegistered();
    throw error;
  }
}
