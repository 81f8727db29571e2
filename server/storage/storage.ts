// Where uploaded files live: a local folder by default (STORAGE_URL=file:…), or an S3 bucket
// shared by every instance (STORAGE_URL=s3://…).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from '../config.js';
import { checkKey, type Storage } from './storage-contract.js';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Fills the target through a temporary file beside it, then renames: a reader never sees half a
 * file, a crash or a failed copy never leaves one under the key.
 */
async function replaceFile(target: string, fill: (temporary: string) => Promise<void>) {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await fill(temporary);
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

export function fileStorage(dir: string): Storage {
  const file = (key: string) => path.join(dir, checkKey(key));
  return {
    async put(key, data) {
      await replaceFile(file(key), (temporary) => fs.writeFile(temporary, data));
    },
    async putFile(key, localPath) {
      // The kernel copies the bytes; none pass through this process's memory.
      await replaceFile(file(key), (temporary) => fs.copyFile(localPath, temporary));
    },
    async get(key) {
      try {
        return await fs.readFile(file(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const stats = await fs.stat(file(key));
        return stats.isFile() ? { size: stats.size } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // The size and the bytes come from the same open file, even if the key is replaced meanwhile.
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
        return { body, size: stats.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(file(key), { force: true });
    },
    async close() {},
  };
}

export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.kind === 'file') return fileStorage(config.dir);
  // The AWS SDK is loaded only by deployments that use it.
  const { s3Storage } = await import('./s3-storage.js');
  return s3Storage(config);
}
