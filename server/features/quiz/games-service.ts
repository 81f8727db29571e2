// The games flags: which saved quizzes Quiz & Contest offers.
import type { Kysely } from 'kysely';
import type { GamesConfig } from '../../../common/api.js';
import { SAVED_POOLS } from '../../../common/pools.js';
import type { Database } from '../../db/schema.js';

export async function readGames(db: Kysely<Database>): Promise<GamesConfig> {
  const rows = await db.selectFrom('games').select(['pool', 'enabled']).execute();
  const enabled = (pool: string) => rows.some((row) => row.pool === pool && row.enabled === 1);
  return Object.fromEntries(SAVED_POOLS.map((pool) => [pool, enabled(pool)])) as GamesConfig;
}

/** Opens or closes the pools named; the others keep their state. */
export async function setGames(
  db: Kysely<Database>,
  games: Partial<GamesConfig>,
  now: number,
): Promise<GamesConfig> {
  await db.transaction().execute(async (trx) => {
    for (const pool of SAVED_POOLS) {
      const enabled = games[pool];
      if (enabled === undefined) continue;
      await trx
        .updateTable('games')
        .set({ enabled: enabled ? 1 : 0, updated_at: now })
        .where('pool', '=', pool)
        .execute();
    }
  });
  return readGames(db);
}
