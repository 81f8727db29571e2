// npm run import:firebase -- export.json — loads an export of the original realtime database.
import fs from 'node:fs';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { FirebaseExportError } from '../features/migration/firebase-export.js';
import { importFirebaseExport } from '../features/migration/firebase-import.js';
import { seedSite } from '../features/setup/seed-site.js';
import { readSite } from '../features/setup/site-store.js';
import { createStorage } from '../storage/storage.js';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || !fs.existsSync(file)) {
    process.stderr.write(
      file
        ? `import:firebase: ${file}: file not found\n`
        : 'usage: npm run import:firebase -- export.json\n',
    );
    return 2;
  }
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    process.stderr.write(`import:firebase: ${file}: ${(error as Error).message}\n`);
    return 1;
  }
  const config = loadConfig(process.env);
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    // The teams as organisers have set them; a database the server has never started gets the
    // content folder's, as the server would give it.
    const storage = await createStorage(config.storage);
    await seedSite(db, storage, config.contentDir, Date.now()).finally(() => storage.close());
    const site = await readSite(db);
    if (!site) throw new Error('the event setup is missing');
    let report;
    try {
      report = await importFirebaseExport(db, site, data, Date.now());
    } catch (error) {
      if (!(error instanceof FirebaseExportError)) throw error;
      process.stderr.write(`import:firebase: ${file}: ${error.message}; nothing was imported\n`);
      return 1;
    }
    const out = (line: string) => process.stdout.write(`${line}\n`);
    out(
      `users: ${report.users}, profiles: ${report.profiles}, quiz results: ${report.attempts}, employee codes: ${report.codes}`,
    );
    out(`quiz switches: ${report.quizSwitches ? 'imported' : 'not in the export'}`);
    out(`skipped: ${report.skipped.length}`);
    for (const s of report.skipped) out(`  ${s.what} ${s.id}: ${s.reason}`);
    out(`photo links (not copied; fetch them from the original): ${report.photos.length}`);
    for (const p of report.photos) out(`  ${p.uid}: ${p.url}`);
    out('team counters (recounted; the export said):');
    for (const c of report.counters) {
      out(
        `  ${c.team}: registrations ${c.registrations} (${c.exportRegistrations}), points ${c.points} (${c.exportPoints})`,
      );
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
