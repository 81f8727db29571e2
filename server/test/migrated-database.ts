// A brand-new database of the suite's kind, migrated, for a test that asks for one; closed and
// dropped after that test.
import { afterEach } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../db/database.js';
import { createTestDatabase, type TestDatabase } from './databases.js';
import { testConfig } from './test-server.js';

/** Call at the top of a test file; each test then awaits the function it returns. */
export function migratedDatabasePerTest(): () => Promise<Db> {
  let opened: { database: TestDatabase; db: Db } | undefined;
  afterEach(async () => {
    await opened?.db.destroy();
    await opened?.database.drop();
    opened = undefined;
  });
  return async () => {
    const database = await createTestDatabase();
    const db = openDatabase(testConfig(database.url).database);
    opened = { database, db };
    await migrateToLatest(db);
    return db;
  };
}
