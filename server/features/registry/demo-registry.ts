// Outside production, an empty registry is filled from content/demo-employees.csv so a newcomer
// can complete a profile at once.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/database.js';
import { importEmployeeCodes, parseEmployeeCsv } from './employee-codes.js';

const DEMO_EMPLOYEES_FILE = 'demo-employees.csv';

export async function seedDemoRegistry(db: Db, contentDir: string, now: number): Promise<number> {
  const file = path.join(contentDir, DEMO_EMPLOYEES_FILE);
  if (!fs.existsSync(file)) return 0;
  const existing = await db.selectFrom('employee_codes').select('code').limit(1).executeTakeFirst();
  if (existing) return 0;
  const report = await importEmployeeCodes(
    db,
    await parseEmployeeCsv(fs.readFileSync(file, 'utf8')),
    now,
  );
  return report.added;
}
