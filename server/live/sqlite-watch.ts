// On SQLite, notices commits made by other processes on the same file (npm run quizzes:set, the
// registry and Firebase importers), so open screens hear of them as of changes made here.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Polls SQLite's data_version, which changes only when another connection has committed; the
 * server's own commits, already announced, do not move it. Returns the stop function.
 */
export function watchOtherWriters(
  db: Db,
  onChange: () => void,
  onError: (error: unknown) => void,
  intervalMs = 500,
): () => void {
  let last: number | null = null;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    sql<{ data_version: number }>`pragma data_version`
      .execute(db)
      .then(({ rows }) => {
        const version = Number(rows[0]?.data_version);
        if (last !== null && version !== last) onChange();
        last = version;
      })
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
