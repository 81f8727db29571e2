// The files a test server's storage folder holds, for tests that check what an upload left behind.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

/** Every file in the server's storage folder, as storage keys, sorted. */
export function storedFiles(config: Config): string[] {
  if (config.storage.kind !== 'file') throw new Error('these tests read a storage folder');
  const dir = config.storage.dir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
