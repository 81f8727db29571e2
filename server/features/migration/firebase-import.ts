// Loads an export of the original realtime database (users with their profiles and quiz results,
// ecode, rsoCounts, rsoPoints, games). Whatever is already here is kept, so a second run changes
// nothing; the team counters are recounted from what was imported, and the export's own counters
// are reported beside them.
import { normalisePhone, isValidMobile } from '../../../common/phone.js';
import { GENDERS, normaliseEmployeeCode } from '../../../common/profile-input.js';
import { SAVED_POOLS } from '../../../common/quiz.js';
import type { SiteContent } from '../../../common/site.js';
import { isRso, RSO_KEYS } from '../../../common/teams.js';
import type { Db } from '../../db/database.js';

type Json = Record<string, unknown>;
export type Skipped = { what: string; id: string; reason: string };
export type FirebaseImportReport = {
  users: number;
  profiles: number;
  attempts: number;
  codes: number;
  games: boolean;
  skipped: Skipped[];
  counters: {
    rso: string;
    registrations: number;
    points: number;
    exportRegistrations: number;
    exportPoints: number;
  }[];
};

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export async function importFirebaseExport(
  db: Db,
  site: SiteContent,
  data: unknown,
  now: number,
): Promise<FirebaseImportReport> {
  if (!isObject(data)) throw new Error('the export is not a JSON object');
  const report: FirebaseImportReport = {
    users: 0,
    profiles: 0,
    attempts: 0,
    codes: 0,
    games: false,
    skipped: [],
    counters: [],
  };
  const skip = (what: string, id: string, reason: string) =>
    report.skipped.push({ what, id, reason });

  await db.transaction().execute(async (trx) => {
    const codes = isObject(data.ecode) ? data.ecode : {};
    for (const [raw, status] of Object.entries(codes)) {
      const code = normaliseEmployeeCode(raw);
      if (status !== 'registered' && status !== 'notregistered') {
        skip('ecode', raw, `unknown status "${String(status)}"`);
        continue;
      }
      const result = await trx
        .insertInto('employee_codes')
        .values({ code, status, updated_at: now })
        .onConflict((oc) => oc.column('code').doNothing())
        .executeTakeFirst();
      report.codes += Number(result.numInsertedOrUpdatedRows ?? 0);
    }

    const users = isObject(data.users) ? data.users : {};
    for (const [uid, user] of Object.entries(users)) {
      if (!isObject(user)) {
        skip('user', uid, 'not an object');
        continue;
      }
      const phone = normalisePhone(str(user.phoneNumber));
      if (!isValidMobile(phone)) {
        skip('user', uid, 'no valid phone number to sign in with');
        continue;
      }
      const createdAt = num(user.createdAt) ?? now;
      const inserted = await trx
        .insertInto('users')
        .values({ id: uid, phone_number: phone, created_at: createdAt })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      report.users += Number(inserted.numInsertedOrUpdatedRows ?? 0);
      const owner = await trx
        .selectFrom('users')
        .select('id')
        .where('phone_number', '=', phone)
        .executeTakeFirst();
      if (owner?.id !== uid) {
        skip('user', uid, 'the phone number belongs to another user here');
        continue;
      }

      const rso = str(user.rso).toLowerCase();
      const gender = str(user.gender).toLowerCase();
      const code = normaliseEmployeeCode(str(user.employeeId));
      if (user.profileComplete !== true) {
        skip('profile', uid, 'not complete');
        continue;
      }
      if (
        !code ||
        !str(user.name) ||
        !isRso(rso) ||
        !(GENDERS as readonly string[]).includes(gender)
      ) {
        skip(
          'profile',
          uid,
          !isRso(rso) ? `unknown RSO "${str(user.rso)}"` : 'missing employee ID, name or gender',
        );
        continue;
      }
      const taken = await trx
        .selectFrom('profiles')
        .select('user_id')
        .where('employee_id', '=', code)
        .executeTakeFirst();
      if (taken && taken.user_id !== uid) {
        skip('profile', uid, `employee ID ${code} already belongs to another profile`);
        continue;
      }
      const profile = await trx
        .insertInto('profiles')
        .values({
          user_id: uid,
          employee_id: code,
          name: str(user.name),
          gender,
          rso,
          team: site.teams[rso].label,
          phone: str(user.phone) ? normalisePhone(str(user.phone)) : phone,
          selfie_key: null,
          profile_complete: 1,
          created_at: createdAt,
          updated_at: num(user.updatedAt) ?? createdAt,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .executeTakeFirst();
      report.profiles += Number(profile.numInsertedOrUpdatedRows ?? 0);
      await trx
        .insertInto('employee_codes')
        .values({ code, status: 'registered', updated_at: now })
        .onConflict((oc) => oc.column('code').doUpdateSet({ status: 'registered' }))
        .execute();

      for (const pool of SAVED_POOLS) {
        const result = user[pool];
        if (result === undefined) continue;
        // An older result is a bare number: the score of a completed play.
        const record =
          typeof result === 'number'
            ? { score: result, status: 'completed' }
            : isObject(result)
              ? result
              : null;
        if (!record || num(record.score) === null) {
          skip('result', `${uid}/${pool}`, 'not a score');
          continue;
        }
        const completed = record.status !== 'in-progress';
        const startedAt = num(record.startedAt) ?? num(record.createdAt) ?? createdAt;
        const finishedAt = completed ? (num(record.finishedAt) ?? startedAt) : null;
        const answers = Array.isArray(record.answers) ? record.answers : [];
        const attempt = await trx
          .insertInto('quiz_attempts')
          .values({
            id: `firebase:${uid}:${pool}`,
            user_id: uid,
            pool,
            rso,
            status: completed ? 'completed' : 'in-progress',
            score: completed ? num(record.score)! : 0,
            disqualified: completed ? 0 : 1,
            question_ids: JSON.stringify(
              answers.map((a: unknown) => (isObject(a) ? num(a.id) : null)),
            ),
            answers: JSON.stringify(answers),
            current_index: answers.length,
            served_at: startedAt,
            started_at: startedAt,
            finished_at: finishedAt,
            time_taken_sec: completed
              ? (num(record.timeTakenSec) ?? (finishedAt! - startedAt) / 1000)
              : null,
          })
          .onConflict((oc) => oc.columns(['user_id', 'pool']).doNothing())
          .executeTakeFirst();
        report.attempts += Number(attempt.numInsertedOrUpdatedRows ?? 0);
      }
    }

    if (isObject(data.games)) {
      for (const pool of SAVED_POOLS) {
        if (typeof data.games[pool] === 'boolean') {
          await trx
            .updateTable('games')
            .set({ enabled: data.games[pool] ? 1 : 0, updated_at: now })
            .where('pool', '=', pool)
            .execute();
          report.games = true;
        }
      }
    }

    // The counters follow from what is here: registrations = complete profiles,
    // points = registrations + completed saved scores.
    for (const rso of RSO_KEYS) {
      const registrations = Number(
        (
          await trx
            .selectFrom('profiles')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('rso', '=', rso)
            .where('profile_complete', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      );
      const scores = Number(
        (
          await trx
            .selectFrom('quiz_attempts')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('score'), eb.lit(0)).as('s'))
            .where('rso', '=', rso)
            .where('status', '=', 'completed')
            .executeTakeFirstOrThrow()
        ).s,
      );
      await trx
        .updateTable('team_counters')
        .set({ registrations, points: registrations + scores })
        .where('rso', '=', rso)
        .execute();
      const exportCounts = isObject(data.rsoCounts) ? data.rsoCounts : {};
      const exportPoints = isObject(data.rsoPoints) ? data.rsoPoints : {};
      const pointsEntry = exportPoints[rso];
      report.counters.push({
        rso,
        registrations,
        points: registrations + scores,
        exportRegistrations: num(exportCounts[rso]) ?? 0,
        exportPoints: (isObject(pointsEntry) ? num(pointsEntry.points) : num(pointsEntry)) ?? 0,
      });
    }
  });
  return report;
}
