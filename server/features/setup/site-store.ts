// The event's setup as every instance reads it: teams and settings from the database, held in memory
// and read again when any instance changes them (the `site` live event), so request handlers read it
// without a query and a change shows everywhere within the bus's delay.
import type { Kysely, Transaction } from 'kysely';
import { SiteSettings, StoredImage, type Site, type TeamInfo } from '../../../common/site.js';
import type { Database } from '../../db/schema.js';
import type { TeamsTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';

type Reader = Kysely<Database> | Transaction<Database>;

function parseImage(json: string | null): StoredImage | null {
  return json === null ? null : StoredImage.parse(JSON.parse(json));
}

function teamOfRow(row: TeamsTable): TeamInfo {
  return {
    key: row.key,
    office: { en: row.office_en, hi: row.office_hi },
    label: { en: row.label_en, hi: row.label_hi },
    capacity: row.capacity,
    logo: parseImage(row.logo),
    poster: parseImage(row.poster),
  };
}

export async function readTeams(db: Reader): Promise<TeamInfo[]> {
  const rows = await db
    .selectFrom('teams')
    .selectAll()
    .orderBy('position')
    .orderBy('key')
    .execute();
  return rows.map(teamOfRow);
}

/** The event as stored, or null before the content folder has seeded the database. */
export async function readSite(db: Reader): Promise<Site | null> {
  const row = await db
    .selectFrom('event_settings')
    .select(['value', 'version'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const settings = SiteSettings.parse(JSON.parse(row.value));
  return { ...settings, version: row.version, teams: await readTeams(db) };
}

/** Saves the settings and moves the version on; every change of the setup calls it. */
export async function writeSettings(
  trx: Transaction<Database>,
  settings: SiteSettings,
  now: number,
): Promise<void> {
  const value = JSON.stringify(SiteSettings.parse(settings));
  const updated = await trx
    .updateTable('event_settings')
    .set((eb) => ({ value, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', 1)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n)
    await trx
      .insertInto('event_settings')
      .values({ id: 1, value, version: 1, updated_at: now })
      .execute();
}

/** A change of the teams alone still moves the version on: phones read the version. */
export async function touchSite(trx: Transaction<Database>, now: number): Promise<void> {
  await trx
    .updateTable('event_settings')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', 1)
    .execute();
}

export type SiteHolder = {
  /** The event as this instance last read it. */
  current(): Site;
  /** Reads it again (after a change here, or told of one elsewhere). */
  reload(): Promise<Site>;
};

export async function holdSite(db: Kysely<Database>): Promise<SiteHolder> {
  const first = await readSite(db);
  if (!first) throw new Error('the event setup is missing: the content folder did not seed it');
  let site = first;
  // Reloads may overlap (two changes in a row); the newest version wins whatever finishes last.
  return {
    current: () => site,
    async reload() {
      const read = await readSite(db);
      if (read && read.version >= site.version) site = read;
      return site;
    },
  };
}

/** The team under this key, or a refusal naming the form's team field. */
export function teamOf(site: Pick<Site, 'teams'>, key: string): TeamInfo {
  const team = site.teams.find((candidate) => candidate.key === key);
  if (!team) throw new AppError('unknown_team', { field: 'team' });
  return team;
}
