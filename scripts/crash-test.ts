// Crash safety: the production server takes registrations and quiz plays at full speed and is
// killed with SIGKILL at a random moment, several rounds. After each restart, every request that
// was answered with success must be in the database, and the counters must equal the recount.
//   tsx scripts/crash-test.ts [--rounds 3] [--db sqlite,postgres] [--out results.json]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { newDatabase, openQuizzes, seedUsers } from '../bench/seed.js';
import { startPostgres, startProduct } from '../bench/servers.js';
import {
  findLost,
  nothingAcknowledged,
  printRound,
  roundsReport,
  visitUntilStopped,
} from './acknowledged-writes.js';

const { values: flags } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    db: { type: 'string', default: 'sqlite,postgres' },
    out: { type: 'string' },
  },
});
const rounds = Number(flags.rounds);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-crash-'));

const results: { name: string; ok: boolean; detail: string }[] = [];
for (const kind of flags.db.split(',') as ('sqlite' | 'postgres')[]) {
  const postgres =
    kind === 'postgres'
      ? startPostgres(fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-crash-pg-')))
      : null;
  const database = await newDatabase(kind, dir, postgres?.url);
  try {
    const perRound = 400;
    const users = await seedUsers(database.db, perRound * rounds, { complete: false });
    await openQuizzes(database.db);
    const acked = nothingAcknowledged();
    for (let r = 0; r < rounds; r += 1) {
      const server = await startProduct({ DATABASE_URL: database.url }, dir);
      const killedAt = await visitUntilStopped(
        server.base,
        users.slice(r * perRound, (r + 1) * perRound),
        r * perRound,
        acked,
        () => void process.kill(server.pid, 'SIGKILL'),
      );
      await server.stop();
      // Restarted on the same database: what it answered with success must all be there.
      const check = await startProduct({ DATABASE_URL: database.url }, dir);
      const { lost, counters } = await findLost(database.db, acked);
      await check.stop();
      const ok = lost.length === 0 && counters.length === 0;
      const detail = `killed at ${Math.round(killedAt)} ms; ${acked.registrations.size} registrations and ${acked.plays.size} plays acknowledged so far; ${lost.length} lost; counters ${counters.length ? counters.join('; ') : 'exact'}`;
      results.push({ name: `${kind} round ${r + 1}`, ok, detail });
      printRound(ok, `${kind} round ${r + 1}`, detail, lost);
    }
  } finally {
    await database.drop();
    postgres?.stop();
  }
}
fs.rmSync(dir, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok).length;
process.stdout.write(`crash rounds: ${results.length - failed} survived, ${failed} failed\n`);
if (flags.out) fs.writeFileSync(flags.out, roundsReport(results));
process.exit(failed ? 1 : 0);
