// npm run quizzes:set -- quiz1=on quiz2=off — turns quizzes' switches on or off on DATABASE_URL,
// by their ids (the list prints them).
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { setQuizSwitches } from '../features/quiz/quiz-switches.js';
import { isOpen } from '../features/quiz/quizzes.js';
import { seedQuizzes } from '../features/quiz/seed-quizzes.js';
import { announce } from '../live/event-bus.js';

const SETTING = /^([a-z0-9][a-z0-9-]*)=(on|off)$/;

async function main(): Promise<number> {
  const settings = process.argv.slice(2);
  const parsed = settings.map((setting) => SETTING.exec(setting));
  if (settings.length === 0 || parsed.some((match) => !match)) {
    process.stderr.write(
      'usage: npm run quizzes:set -- <quiz id>=on|off … (for example quiz1=on)\n',
    );
    return 2;
  }
  const config = loadConfig(process.env);
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    await seedQuizzes(db, config.contentDir, Date.now());
    const switches = Object.fromEntries(parsed.map((match) => [match![1]!, match![2] === 'on']));
    const outcome = await setQuizSwitches(db, switches, Date.now());
    if ('unknown' in outcome) {
      process.stderr.write(`no quiz has the id ${outcome.unknown.join(', ')}\n`);
      return 2;
    }
    // Open Quiz & Contest screens read the quizzes again.
    await announce(db, [{ type: 'quizzes' }]);
    const now = Date.now();
    for (const quiz of outcome.quizzes) {
      const state = quiz.enabled === 1 ? 'on' : 'off';
      const note =
        quiz.enabled === 1 && !isOpen(quiz, now) ? ' (not open now: see its schedule)' : '';
      process.stdout.write(`${quiz.id}: ${state}${note}  ${quiz.title_en}\n`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
