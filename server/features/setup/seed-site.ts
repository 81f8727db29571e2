// The event an empty database starts with: content/site.json and the files it names, the spec's
// seven teams, texts and images. Seeded once; after that organisers' changes are never overwritten,
// and the folder is not read again.
import { lockKey, type Db } from '../../db/database.js';
import type { Storage } from '../../storage/storage-contract.js';
import { readSiteFile, storeSetupFiles } from './setup-folder.js';
import { writeSettings } from './site-store.js';
import { replaceTeams } from './team-rows.js';

const SEED_NAME = 'site';

async function isSeeded(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('content_seeds')
    .select('name')
    .where('name', '=', SEED_NAME)
    .executeTakeFirst();
  return row !== undefined;
}

/** Returns whether it seeded. Several instances starting at once seed it once: the lock decides. */
export async function seedSite(
  db: Db,
  storage: Storage,
  contentDir: string,
  now: number,
): Promise<boolean> {
  if (await isSeeded(db)) return false;
  // Checked and stored before the transaction: a bad file stops start-up with nothing written, and
  // a file is stored under a name made from its bytes, so a second instance storing it is harmless.
  const file = readSiteFile(contentDir);
  const setup = await storeSetupFiles(contentDir, file, storage, 'own');
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, `seed:${SEED_NAME}`);
    const done = await trx
      .selectFrom('content_seeds')
      .select('name')
      .where('name', '=', SEED_NAME)
      .executeTakeFirst();
    if (done) return false;
    await replaceTeams(trx, setup.teams, now);
    await writeSettings(trx, setup.settings, now);
    await trx.insertInto('content_seeds').values({ name: SEED_NAME, seeded_at: now }).execute();
    return true;
  });
}
