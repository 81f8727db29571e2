// The original's employee codes, users and profiles, brought in beside whatever is already here.
import { GENDERS } from '../../../common/genders.js';
import { isValidMobile, normalisePhone } from '../../../common/phone.js';
import { normaliseEmployeeCode } from '../../../common/profile-input.js';
import { removeInvisibleControls } from '../../../common/visible-text.js';
import type { Site, TeamInfo } from '../../../common/site.js';
import type { Trx } from '../../db/database.js';
import type { FirebaseExport, FirebaseUser } from './firebase-export.js';

export type Skipped = { what: string; id: string; reason: string };
/** A photo left in the original's file storage, for an organiser to fetch. */
export type PhotoLink = { uid: string; url: string };
/** A user whose profile is here, so their quiz results can follow. */
export type Person = { uid: string; team: string; createdAt: number; user: FirebaseUser };

const inserted = (result: { numInsertedOrUpdatedRows?: bigint }) =>
  Number(result.numInsertedOrUpdatedRows ?? 0);

/** Codes already here keep their status and label; new ones keep the ID as the original wrote it. */
export async function importCodes(trx: Trx, ecode: FirebaseExport['ecode'], now: number) {
  let added = 0;
  const skipped: Skipped[] = [];
  for (const [raw, status] of Object.entries(ecode)) {
    const code = normaliseEmployeeCode(raw);
    if (!code) {
      skipped.push({ what: 'ecode', id: raw, reason: 'no employee ID' });
      continue;
    }
    if (status !== 'registered' && status !== 'notregistered') {
      skipped.push({ what: 'ecode', id: raw, reason: `unknown status "${status}"` });
      continue;
    }
    const result = await trx
      .insertInto('employee_codes')
      .values({ code, status, label: raw.trim(), updated_at: now })
      .onConflict((oc) => oc.column('code').doNothing())
      .executeTakeFirst();
    added += inserted(result);
  }
  return { added, skipped };
}

/** The number to sign in with, normalised as the sign-in does; older users only have "phone". */
function signInPhone(user: FirebaseUser): string | null {
  const raw = user.phoneNumber?.trim() || user.phone?.trim();
  const phone = raw ? normalisePhone(raw) : '';
  return isValidMobile(phone) ? phone : null;
}

type ProfileFields = { label: string; code: string; name: string; gender: string; team: TeamInfo };

/** The profile's fields, trimmed and checked, or why it cannot be kept. */
function readProfile(
  user: FirebaseUser,
  teams: TeamInfo[],
): { fields: ProfileFields } | { problem: string } {
  if (user.profileComplete !== true) return { problem: 'not complete' };
  // The original stored the office's key ("lucknow"); a team is found by its key or office name.
  const written = user.rso?.trim().toLowerCase() ?? '';
  const team = teams.find(
    (team) => team.key === written || team.office.en.trim().toLowerCase() === written,
  );
  if (!team) return { problem: `unknown RSO "${user.rso?.trim() ?? ''}"` };
  const label = removeInvisibleControls(user.employeeId ?? '').trim();
  const name = removeInvisibleControls(user.name ?? '').trim();
  const gender = user.gender?.trim().toLowerCase() ?? '';
  if (!label || !name || !(GENDERS as readonly string[]).includes(gender)) {
    return { problem: 'missing employee ID, name or gender' };
  }
  const code = normaliseEmployeeCode(label);
  return { fields: { label, code, name, gender, team } };
}

/** Users who can sign in with their phone, and their complete profiles, each code marked taken. */
export async function importUsersAndProfiles(
  trx: Trx,
  site: Pick<Site, 'teams'>,
  users: FirebaseExport['users'],
  now: number,
) {
  const report = { users: 0, profiles: 0, skipped: [] as Skipped[], photos: [] as PhotoLink[] };
  const people: Person[] = [];
  const skip = (what: string, id: string, reason: string) =>
    report.skipped.push({ what, id, reason });

  for (const [uid, user] of Object.entries(users)) {
    const phone = signInPhone(user);
    if (!phone) {
      skip('user', uid, 'no valid phone number to sign in with');
      continue;
    }
    const createdAt = user.createdAt ?? now;
    report.users += inserted(
      await trx
        .insertInto('users')
        .values({ id: uid, phone_number: phone, created_at: createdAt })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst(),
    );
    const owner = await trx
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', phone)
      .executeTakeFirst();
    if (owner?.id !== uid) {
      skip('user', uid, 'the phone number belongs to another user here');
      continue;
    }

    const profile = readProfile(user, site.teams);
    if ('problem' in profile) {
      skip('profile', uid, profile.problem);
      continue;
    }
    const { label, code, name, gender, team } = profile.fields;
    const taken = await trx
      .selectFrom('profiles')
      .select('user_id')
      .where('employee_id', '=', code)
      .executeTakeFirst();
    if (taken && taken.user_id !== uid) {
      skip('profile', uid, `employee ID ${code} already belongs to another profile`);
      continue;
    }
    report.profiles += inserted(
      await trx
        .insertInto('profiles')
        .values({
          user_id: uid,
          employee_id: code,
          employee_label: label,
          name,
          gender,
          team: team.key,
          phone: user.phone?.trim() ? normalisePhone(user.phone.trim()) : phone,
          selfie_key: null,
          profile_complete: 1,
          created_at: createdAt,
          updated_at: user.updatedAt ?? createdAt,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .executeTakeFirst(),
    );
    await trx
      .insertInto('employee_codes')
      .values({ code, status: 'registered', label, updated_at: now })
      .onConflict((oc) => oc.column('code').doUpdateSet({ status: 'registered' }))
      .execute();
    const photo = user.selfieUrl?.trim();
    if (photo) report.photos.push({ uid, url: photo });
    people.push({ uid, team: team.key, createdAt, user });
  }
  return { ...report, people };
}
