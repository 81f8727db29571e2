// Counts the queries a piece of work sends to the database: the round trips a request costs.
import { vi } from 'vitest';
import type { Db } from '../db/database.js';

export async function countQueries(db: Db, work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(db.getExecutor(), 'executeQuery');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
