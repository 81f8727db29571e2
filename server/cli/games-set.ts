// npm run games:set -- quiz1=on quiz2=off — opens or closes the saved quizzes on DATABASE_URL.
import { SAVED_POOLS } from '../../common/pools.js';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { setGames } from '../features/quiz/games-service.js';
import { announce } from '../live/event-bus.js';
import type { GamesConfig } from '../../common/api.js';

const SETTING = /^(quiz[123])=(on|off)$/;

async function main(): Promise<number> {
  const settings = process.argv.slice(2);
  const parsed = settings.map((setting) => SETTING.exec(setting));
  if (settings.length === 0 || parsed.some((match) => !match)) {
    process.stderr.write(
      `usage: npm run games:set -- ${SAVED_POOLS.map((pool) => `${pool}=on|off`).join(' ')}\n`,
    );
    return 2;
  }
  const db = openDatabase(loadConfig(process.env).database);
  try {
    await migrateToLatest(db);
    const changes = Object.fromEntries(
      parsed.map((match) => [match![1]!, match![2] === 'on']),
    ) as Partial<GamesConfig>;
    const games = await setGames(db, changes, Date.now());
    // Open Quiz & Contest screens read the flags again.
    await announce(db, [{ type: 'games' }]);
    for (const pool of SAVED_POOLS)
      process.stdout.write(`${pool}: ${games[pool] ? 'on' : 'off'}\n`);
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
