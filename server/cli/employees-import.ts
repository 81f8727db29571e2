// npm run employees:import -- file.csv — adds employee codes to the registry of DATABASE_URL.
import fs from 'node:fs';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { AppError } from '../errors.js';
import {
  importEmployeeCodes,
  parseEmployeeCsv,
  type ParsedCodes,
} from '../features/registry/employee-codes.js';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('usage: npm run employees:import -- employees.csv\n');
    return 2;
  }
  if (!fs.existsSync(file)) {
    process.stderr.write(`employees:import: ${file}: file not found\n`);
    return 1;
  }
  let parsed: ParsedCodes;
  try {
    parsed = await parseEmployeeCsv(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    // A malformed file names its line, and nothing is imported.
    if (!(error instanceof AppError)) throw error;
    process.stderr.write(`employees:import: ${file}: ${error.message}\n`);
    return 1;
  }
  const config = loadConfig(process.env);
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const report = await importEmployeeCodes(db, parsed, Date.now());
    process.stdout.write(
      `added: ${report.added}\nalready present: ${report.alreadyPresent}\ninvalid rows: ${report.invalid.length}\n`,
    );
    for (const row of report.invalid) {
      process.stdout.write(`  line ${row.line}: "${row.value}" (${row.reason})\n`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
