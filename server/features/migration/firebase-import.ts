// Loads an export of the original realtime database (users with their profiles and quiz results,
// ecode, rsoCounts, rsoPoints, games). Whatever is already here is kept, so a second run changes
// nothing; the team counters are recounted from what was imported, and the export's own counters
// are reported beside them. An export that is not of the original's shape changes nothing at all.
import type { Site } from '../../../common/site.js';
import type { Db, Trx } from '../../db/database.js';
import { recountTeams as recountTeamCounters, setTeamCounters } from '../../team-counters.js';
import { parseFirebaseExport, type FirebaseExport } from './firebase-export.js';
import {
  importCodes,
  importUsersAndProfiles,
  type PhotoLink,
  type Skipped,
} from './import-people.js';
import { importQuizSwitches, importResults } from './import-quizzes.js';

type TeamRecount = {
  team: string;
  registrations: number;
  points: number;
  exportRegistrations: number;
  exportPoints: number;
};
export type FirebaseImportReport = {
  users: number;
  profiles: number;
  attempts: number;
  codes: number;
  quizSwitches: boolean;
  skipped: Skipped[];
  /** Photos are not copied: these links are for an organiser to fetch them from the original. */
  photos: PhotoLink[];
  counters: TeamRecount[];
};

/**
 * Sets each team's counters from what is here: registrations = complete profiles, points =
 * registrations + the scores of completed saved plays; the export's figures go beside them.
 */
async function recountTeams(
  trx: Trx,
  site: Pick<Site, 'teams'>,
  exported: Pick<FirebaseExport, 'rsoCounts' | 'rsoPoints'>,
): Promise<TeamRecount[]> {
  const recount = await recountTeamCounters(trx);
  const counters = site.teams.map((team) => ({
    team: team.key,
    registrations: recount.get(team.key)?.registrations ?? 0,
    points: recount.get(team.key)?.points ?? 0,
  }));
  await setTeamCounters(trx, counters);
  return counters.map((counter) => {
    const exportPoints = exported.rsoPoints[counter.team];
    return {
      ...counter,
      exportRegistrations: exported.rsoCounts[counter.team] ?? 0,
      exportPoints: (typeof exportPoints === 'object' ? exportPoints.points : exportPoints) ?? 0,
    };
  });
}

/** Throws a FirebaseExportError naming the first bad value before anything is written. */
export async function importFirebaseExport(
  db: Db,
  site: Pick<Site, 'teams'>,
  data: unknown,
  now: number,
): Promise<FirebaseImportReport> {
  const exported = parseFirebaseExport(data);
  return db.transaction().execute(async (trx) => {
    const codes = await importCodes(trx, exported.ecode, now);
    const people = await importUsersAndProfiles(trx, site, exported.users, now);
    const attempts = await importResults(trx, people.people);
    const quizSwitches = await importQuizSwitches(trx, exported.games, now);
    const counters = await recountTeams(trx, site, exported);
    return {
      users: people.users,
      profiles: people.profiles,
      attempts,
      codes: codes.added,
      quizSwitches,
      skipped: [...codes.skipped, ...people.skipped],
      photos: people.photos,
      counters,
    };
  });
}
