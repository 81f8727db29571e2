// npm run games:set -- quiz1=on quiz2=off — opens or closes the saved quizzes on DATABASE_URL.
import { SAVED_POOLS } from '../../common/quiz.js';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';

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
    for (const match of parsed) {
      const [, pool, state] = match!;
      await db
        .updateTable('games')
        .set({ enabled: state === 'on' ? 1 : 0, updated_at: Date.now() })
        .where('pool', '=', pool!)
        .execute();
    }
    const rows = await db.selectFrom('games').select(['pool', 'enabled']).orderBy('pool').execute();
    for (const row of rows)
      process.stdout.write(`${row.pool}: ${row.enabled === 1 ? 'on' : 'off'}\n`);
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
