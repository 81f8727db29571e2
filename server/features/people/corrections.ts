// Corrections an organiser makes during the event: a person's office, name, gender or employee ID;
// removing a registration; voiding a quiz attempt; resetting an employee code. Each is a change
// (server/changes) that moves the team counters with the rows they count, in its one transaction, so
// the counters always equal a recount: registrations[team] = complete profiles of team,
// points[team] = registrations[team] + the scores of completed attempts credited to team.
import type { TeamEffect } from '../../../common/admin-api.js';
import type { ProfileCorrection } from '../../../common/corrections.js';
import { normaliseEmployeeCode } from '../../../common/profile-input.js';
import type { Site } from '../../../common/site.js';
import { teamOf } from '../setup/site-store.js';
import { holdTeam } from '../setup/team-rows.js';
import type { Actor, Change } from '../../changes/change.js';
import { isPostgres, isUniqueViolation, lockKey, type Trx } from '../../db/database.js';
import type { ProfilesTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { moveTeamCounters, TeamTally } from '../../team-counters.js';
import { claimEmployeeCode, profileErrors } from '../profile/profile-service.js';
import { holdCode, setCodeStatus } from '../registry/employee-codes.js';

/** What a correction did (or, in a dry run, would do), for the confirmation and the audit log. */
export type Correction = {
  uid: string | null;
  effects: TeamEffect[];
  before: Record<string, unknown>;
  after: Record<string, unknown> | null;
  /** A photo to delete from storage once the change is committed. */
  removedPhoto: string | null;
};

/**
 * A correction as a change: its audit entry, and once committed the photo it freed goes, every
 * dashboard hears of the counters and the person's own screens of their profile.
 */
function correctionChange(
  action: string,
  correction: Correction,
  removedFiles: string[] = [],
): Change<Correction> {
  const { uid, effects, before, after, removedPhoto } = correction;
  return {
    result: correction,
    audit: { action, detail: { uid, before, after, effects } },
    events: [
      { type: 'counters' },
      ...(uid ? [{ type: 'profile' as const, uid }] : []),
      // A removed registration takes what the person sent to Engage off every screen.
      ...(uid && after === null ? [{ type: 'engage' as const }] : []),
    ],
    discardedFiles: [...(removedPhoto ? [removedPhoto] : []), ...removedFiles],
  };
}

const notRegistered = () => new AppError('not_registered');

/** The registration as the audit log and the dry run show it, with its team's current label. */
async function snapshot(trx: Trx, row: ProfilesTable): Promise<Record<string, unknown>> {
  const team = await trx
    .selectFrom('teams')
    .select('label_en')
    .where('key', '=', row.team)
    .executeTakeFirst();
  return {
    employeeId: row.employee_label ?? row.employee_id,
    name: row.name,
    gender: row.gender,
    team: row.team,
    teamLabel: team?.label_en ?? row.team,
  };
}

async function lockedProfile(trx: Trx, uid: string): Promise<ProfilesTable> {
  await lockKey(trx, `profile:${uid}`);
  const row = await trx
    .selectFrom('profiles')
    .selectAll()
    .where('user_id', '=', uid)
    .where('profile_complete', '=', 1)
    .executeTakeFirst();
  if (!row) throw notRegistered();
  return row;
}

/**
 * The person's completed plays, their rows locked: a quiz finishing at this moment is waited for
 * and counted, so its points go wherever the correction sends the person's points.
 */
async function completedScores(trx: Trx, uid: string) {
  const rows = await trx
    .selectFrom('quiz_attempts')
    .select(['quiz_id', 'team', 'score', 'status'])
    .where('user_id', '=', uid)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .execute();
  return rows
    .filter((row) => row.status === 'completed')
    .map(({ quiz_id, team, score }) => ({ quizId: quiz_id, team, score }));
}

/**
 * The points the person's live game answers gave each team, their rows locked: a reveal grading
 * them at this moment is waited for, or waits, so its points go wherever the person's points go.
 */
async function gamePoints(trx: Trx, uid: string) {
  const rows = await trx
    .selectFrom('live_game_answers')
    .select(['team', 'points'])
    .where('user_id', '=', uid)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .execute();
  return rows.filter((row) => row.points !== 0);
}

/**
 * The points the person's sends to Engage's activities gave each team, their rows locked: a send
 * counted at this moment is waited for, or waits, so its points go wherever the person's go.
 */
async function takingPartPoints(trx: Trx, uid: string) {
  const rows = await trx
    .selectFrom('engage_points')
    .select(['team', 'points'])
    .where('user_id', '=', uid)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .execute();
  return rows.filter((row) => row.points !== 0);
}

/** The tables that keep the team a person's send counted for. */
const ENGAGE_TEAM_TABLES = [
  'engage_points',
  'engage_votes',
  'engage_words',
  'engage_questions',
  'engage_photos',
] as const;

/** Who holds a code now: a registration's user, or nobody. */
async function holderOf(trx: Trx, code: string): Promise<string | null> {
  const row = await trx
    .selectFrom('profiles')
    .select('user_id')
    .where('employee_id', '=', code)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Frees a code; the caller holds the lock of the person who held it, and this takes the code's. */
async function freeCode(trx: Trx, code: string, now: number): Promise<void> {
  await lockKey(trx, `employee:${code}`);
  await setCodeStatus(trx, code, 'notregistered', now);
}

/** Changes a registered person's office, name, gender or employee ID. */
export async function correctProfile(
  trx: Trx,
  site: Pick<Site, 'teams'>,
  uid: string,
  changes: ProfileCorrection,
  { now }: Actor,
): Promise<Change<Correction>> {
  const row = await lockedProfile(trx, uid);
  const effects = new TeamTally();
  const next: ProfilesTable = { ...row, updated_at: now };
  if (changes.name !== undefined) next.name = changes.name;
  if (changes.gender !== undefined) next.gender = changes.gender;

  if (changes.employeeId !== undefined) {
    const code = normaliseEmployeeCode(changes.employeeId);
    if (code !== row.employee_id) {
      // Both codes' locks, in one order, so two exchanges of codes never wait on each other.
      for (const key of [code, row.employee_id].sort()) await lockKey(trx, `employee:${key}`);
      await claimEmployeeCode(trx, code, now);
      await freeCode(trx, row.employee_id, now);
      next.employee_id = code;
    }
    next.employee_label = changes.employeeId;
  }

  if (changes.team !== undefined && changes.team !== row.team) {
    // The new team must still be there when the move is saved: its removal takes the same lock.
    teamOf(site, changes.team);
    await holdTeam(trx, changes.team);
    // The registration and every point the person earned go with them to the new team.
    effects.add(row.team, { registrations: -1, points: -1 });
    effects.add(changes.team, { registrations: 1, points: 1 });
    for (const attempt of await completedScores(trx, uid)) {
      effects.add(attempt.team, { points: -attempt.score });
      effects.add(changes.team, { points: attempt.score });
    }
    await trx
      .updateTable('quiz_attempts')
      .set({ team: changes.team })
      .where('user_id', '=', uid)
      .execute();
    for (const answer of await gamePoints(trx, uid)) {
      effects.add(answer.team, { points: -answer.points });
      effects.add(changes.team, { points: answer.points });
    }
    for (const table of ['live_game_answers', 'live_game_players'] as const)
      await trx.updateTable(table).set({ team: changes.team }).where('user_id', '=', uid).execute();
    for (const row of await takingPartPoints(trx, uid)) {
      effects.add(row.team, { points: -row.points });
      effects.add(changes.team, { points: row.points });
    }
    for (const table of ENGAGE_TEAM_TABLES)
      await trx.updateTable(table).set({ team: changes.team }).where('user_id', '=', uid).execute();
    next.team = changes.team;
  }

  await saveProfileRow(trx, uid, next);
  await moveTeamCounters(trx, effects.list());
  return correctionChange('registration.correct', {
    uid,
    effects: effects.list(),
    before: await snapshot(trx, row),
    after: await snapshot(trx, next),
    removedPhoto: null,
  });
}

/** The corrected row; a code another profile holds is refused as at registration, never a 500. */
async function saveProfileRow(trx: Trx, uid: string, next: ProfilesTable): Promise<void> {
  try {
    await trx
      .updateTable('profiles')
      .set({
        employee_id: next.employee_id,
        employee_label: next.employee_label,
        name: next.name,
        gender: next.gender,
        team: next.team,
        updated_at: next.updated_at,
      })
      .where('user_id', '=', uid)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw profileErrors.alreadyRegistered();
    throw error;
  }
}

/**
 * Removes a registration: the profile and the person's quiz attempts go, the code is free again and
 * the teams give back the registration and the points. The person can sign in and register anew.
 */
export async function removeRegistration(
  trx: Trx,
  uid: string,
  { now }: Actor,
): Promise<Change<Correction>> {
  const { files, ...removed } = await deleteRegistration(trx, uid, now);
  return correctionChange('registration.remove', removed, files);
}

/** The registration's removal, and the stored files of what the person sent that go with it. */
async function deleteRegistration(
  trx: Trx,
  uid: string,
  now: number,
): Promise<Correction & { files: string[] }> {
  const row = await lockedProfile(trx, uid);
  const effects = new TeamTally();
  effects.add(row.team, { registrations: -1, points: -1 });
  const scores = await completedScores(trx, uid);
  for (const attempt of scores) effects.add(attempt.team, { points: -attempt.score });
  await trx.deleteFrom('quiz_attempts').where('user_id', '=', uid).execute();
  for (const answer of await gamePoints(trx, uid))
    effects.add(answer.team, { points: -answer.points });
  await trx.deleteFrom('live_game_answers').where('user_id', '=', uid).execute();
  await trx.deleteFrom('live_game_players').where('user_id', '=', uid).execute();
  for (const row of await takingPartPoints(trx, uid))
    effects.add(row.team, { points: -row.points });
  const engagePhotos = await deleteEngageSends(trx, uid);
  await trx.deleteFrom('profiles').where('user_id', '=', uid).execute();
  await freeCode(trx, row.employee_id, now);
  await moveTeamCounters(trx, effects.list());
  return {
    uid,
    effects: effects.list(),
    before: { ...(await snapshot(trx, row)), attempts: scores },
    after: null,
    removedPhoto: row.selfie_key,
    files: engagePhotos,
  };
}

/**
 * Everything the person sent to Engage's activities: their votes, words, questions (and their
 * upvotes, taken off the questions' counts) and photos; answers the photos' stored files.
 */
async function deleteEngageSends(trx: Trx, uid: string): Promise<string[]> {
  const upvoted = await trx
    .selectFrom('engage_question_votes')
    .select('question_id')
    .where('user_id', '=', uid)
    .execute();
  for (const { question_id } of upvoted)
    await trx
      .updateTable('engage_questions')
      .set((eb) => ({ votes: eb('votes', '-', 1) }))
      .where('id', '=', question_id)
      .execute();
  await trx.deleteFrom('engage_question_votes').where('user_id', '=', uid).execute();
  const own = trx.selectFrom('engage_questions').select('id').where('user_id', '=', uid);
  await trx.deleteFrom('engage_question_votes').where('question_id', 'in', own).execute();
  const photos = await trx
    .selectFrom('engage_photos')
    .select(['image_key', 'small_key'])
    .where('user_id', '=', uid)
    .execute();
  for (const table of ENGAGE_TEAM_TABLES)
    await trx.deleteFrom(table).where('user_id', '=', uid).execute();
  return photos.flatMap((photo) => [photo.image_key, photo.small_key]);
}

/** Voids one quiz attempt, so the player can play that quiz again; its points are taken back. */
export async function voidAttempt(
  trx: Trx,
  uid: string,
  quizId: string,
): Promise<Change<Correction>> {
  // The person first, as every correction and a quiz's start take them: a move waits for this.
  await lockKey(trx, `profile:${uid}`);
  await lockKey(trx, `quiz:${uid}:${quizId}`);
  const attempt = await trx
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('user_id', '=', uid)
    .where('quiz_id', '=', quizId)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!attempt) throw new AppError('no_attempt');
  const effects = new TeamTally();
  if (attempt.status === 'completed') effects.add(attempt.team, { points: -attempt.score });
  await trx.deleteFrom('quiz_attempts').where('id', '=', attempt.id).execute();
  await moveTeamCounters(trx, effects.list());
  return correctionChange('attempt.void', {
    uid,
    effects: effects.list(),
    before: {
      quizId,
      status: attempt.status,
      score: attempt.score,
      disqualified: attempt.disqualified === 1,
    },
    after: null,
    removedPhoto: null,
  });
}

/**
 * Makes an employee code free. A code a registration holds is freed by removing that registration,
 * so the registry and the profiles always agree and the next person can register with it.
 *
 * Every writer takes a person's lock before a code's. So the holder, found without a lock, is locked
 * first, then the code, and the holder is read again: a registration or correction that committed
 * in between makes the whole transaction run again (server/changes/run-change.ts), never a decision
 * on a stale read.
 */
export async function resetCode(
  trx: Trx,
  rawCode: string,
  { now }: Actor,
): Promise<Change<Correction>> {
  const code = normaliseEmployeeCode(rawCode);
  const seen = await holderOf(trx, code);
  if (seen) await lockKey(trx, `profile:${seen}`);
  const status = await holdCode(trx, code);
  if (!status) throw new AppError('unknown_employee_code');
  const holder = await holderOf(trx, code);
  if (holder !== seen) throw changedMeanwhile();
  if (holder) {
    const { files, ...removed } = await deleteRegistration(trx, holder, now);
    return correctionChange(
      'registry.reset',
      { ...removed, before: { code, status, registration: removed.before } },
      files,
    );
  }
  await freeCode(trx, code, now);
  return correctionChange('registry.reset', {
    uid: null,
    effects: [],
    before: { code, status },
    after: { code, status: 'notregistered' },
    removedPhoto: null,
  });
}

/** What a correction read before its locks changed before it held them: it runs again. */
const changedMeanwhile = () => new AppError('changed_meanwhile');
